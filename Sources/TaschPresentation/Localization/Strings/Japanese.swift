// swift-format-ignore-file: Tables read best one entry per line, however long.

/// Japanese, in the polite form shops use.
///
/// Japanese has one plural form.
enum Japanese: StringTable {
  static func text(_ key: TextKey) -> String {
    switch key {
    case .appTitle: "TASCH"
    case .productCatalogue: "商品カタログ"
    case .yourWishList: "ウィッシュリスト"
    case .cart: "カート"
    case .totalAmount: "合計 {amount}"
    case .total: "合計"
    case .subtotal: "小計"
    case .shipping: "送料"
    case .freeShipping: "全世界送料無料"
    case .proceedToCheckout: "購入手続きへ進む"
    case .outOfStock: "在庫切れ"
    case .discontinued: "販売終了"
    case .discontinuedProduct: "商品 {id}"
    case .emptyWishList: "ウィッシュリストは空です。商品カタログから追加できます"
    case .noMatchingProducts: "検索条件に一致する商品はありません"
    case .colours: "カラー"
    case .sizes: "サイズ"
    case .heightSize: "高さ: {cm}cm/{in}\""
    case .widthSize: "幅: {cm}cm/{in}\""
    case .depthSize: "奥行: {cm}cm/{in}\""
    case .rateTheProduct: "この商品を評価"
    case .yourRating: "あなたの評価"
    case .notRatedYet: "未評価"
    case .averageRating: "5点中 {average}点"
    case .noRatings: "まだ評価はありません"
    case .addToWishList: "ウィッシュリストに追加"
    case .removeFromWishList: "ウィッシュリストから削除"
    case .onYourWishList: "ウィッシュリストに登録済み"
    case .loading: "読み込み中…"
    case .reload: "再読み込み"
    case .checkoutQuestion: "購入手続きに進みますか？"
    case .cancel: "キャンセル"
    case .ok: "OK"
    case .placingOrder: "ご注文を処理しています…"
    case .orderPlaced: "ありがとうございます。ご注文 {number} を承りました。"
    case .checkoutBlocked: "次の商品は現在ご注文いただけません:"
    case .offlineTitle: "オフラインです"
    case .offlineMessage: "ショップに接続できませんでした。"
    case .offlineRecovery: "接続を確認してから再読み込みしてください。"
    case .timeoutTitle: "ショップが応答しません"
    case .timeoutMessage: "ショップの応答に時間がかかりすぎました。"
    case .timeoutRecovery: "しばらくしてからもう一度お試しください。"
    case .decodingTitle: "データを読み取れません"
    case .decodingMessage: "ショップのデータを読み取れませんでした。"
    case .decodingRecovery: "上記のファイルを修正するか、別のカタログを選んでください。"
    case .notFoundTitle: "見つかりません"
    case .notFoundProductMessage: "商品 {id} はありません。"
    case .notFoundMessage: "お探しのものは見つかりませんでした。"
    case .notFoundRecovery: "商品番号を確認してください。カタログにすべて載っています。"
    case .emptyCatalogueTitle: "商品がありません"
    case .emptyCatalogueMessage: "商品が見つかりませんでした。"
    case .emptyCatalogueRecovery: "商品のあるカタログを選んでください。"
    case .emptyCartTitle: "注文する商品がありません"
    case .emptyCartMessage: "ウィッシュリストが空のため、注文できる商品がありません。"
    case .emptyCartRecovery: "まず商品カタログから商品を追加してください。"
    case .outOfStockTitle: "まだ注文できません"
    case .outOfStockMessage: "次の商品は現在ご注文いただけません: {items}。"
    case .outOfStockRecovery: "ウィッシュリストから削除してから、購入手続きに進んでください。"
    case .storageTitle: "保存データを使用できません"
    case .storageMessage: "ウィッシュリスト、評価、注文を読み込みまたは保存できませんでした。"
    case .storageRecovery: "何も変更されていません。対処方法は詳細をご覧ください。"
    case .invalidInputTitle: "無効なリクエスト"
    case .invalidInputMessage: "リクエストが無効でした。"
    case .invalidInputRecovery: "入力内容を確認して、もう一度お試しください。"
    case .amountOutOfRangeTitle: "金額が大きすぎます"
    case .amountOutOfRangeMessage: "合計が大きすぎて正確に計算できません。"
    case .amountOutOfRangeRecovery: "ウィッシュリストから商品をいくつか削除してください。"
      "模擬障害: catalogue、cart=once、cart=3x、cart=30%（それぞれ :offline、:timeout、:decoding、:not-found を指定可）"
    case .addedToWishList: "{name} をウィッシュリストに追加しました。"
    case .alreadyOnWishList: "{name} はすでにウィッシュリストにあります。"
    case .removedFromWishList: "{name} をウィッシュリストから削除しました。"
    case .notOnWishList: "{name} はウィッシュリストにありませんでした。"
    case .ratedProduct: "{name} を {stars} で評価しました。"
    case .clearedRating: "{name} の評価を取り消しました。"
    }
  }

  static func plural(_ key: PluralKey) -> PluralForms {
    switch key {
    case .productCount: PluralForms("{count} 件の商品")
    case .ratingCount: PluralForms("{count} 件の評価")
    case .inStockCount: PluralForms("在庫 {count} 点")
    case .itemCount: PluralForms("{count} 点")
    }
  }
}
