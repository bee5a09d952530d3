// swift-format-ignore-file: Tables read best one entry per line, however long.

/// French, addressing the shopper with "vous"; a no-break space before ":", "?" and "!", as
/// French typography asks.
enum French: StringTable {
  static func text(_ key: TextKey) -> String {
    switch key {
    case .appTitle: "TASCH"
    case .productCatalogue: "Catalogue des produits"
    case .yourWishList: "Votre liste d’envies"
    case .cart: "Panier"
    case .totalAmount: "Total {amount}"
    case .total: "Total"
    case .subtotal: "Sous-total"
    case .shipping: "Livraison"
    case .freeShipping: "Livraison gratuite dans le monde entier"
    case .tooLargeToCompute: "trop élevé pour être calculé"
    case .proceedToCheckout: "Passer la commande"
    case .outOfStock: "Épuisé"
    case .discontinued: "Plus disponible"
    case .discontinuedProduct: "Produit {id}"
    case .emptyWishList:
      "Votre liste d’envies est vide. Vous pouvez ajouter des articles depuis le catalogue des produits."
    case .noMatchingProducts: "Aucun produit ne correspond à votre recherche."
    case .colours: "Couleurs"
    case .sizes: "Dimensions"
    case .heightSize: "H\u{A0}: {cm} cm/{in}\""
    case .widthSize: "L\u{A0}: {cm} cm/{in}\""
    case .depthSize: "P\u{A0}: {cm} cm/{in}\""
    case .rateTheProduct: "Noter le produit"
    case .yourRating: "Votre note"
    case .labelSeparator: "\u{A0}: "
    case .notRatedYet: "Pas encore noté"
    case .averageRating: "{average} sur 5"
    case .noRatings: "Aucun avis pour l’instant"
    case .addToWishList: "Ajouter à la liste d’envies"
    case .removeFromWishList: "Retirer de la liste d’envies"
    case .onYourWishList: "Dans votre liste d’envies"
    case .loading: "Chargement…"
    case .reload: "Recharger"
    case .checkoutQuestion: "Passer cette commande pour {amount}\u{A0}?"
    case .cancel: "Annuler"
    case .ok: "OK"
    case .placingOrder: "Commande en cours…"
    case .orderPlaced: "Merci\u{A0}! La commande {number} est passée."
    case .checkoutBlocked: "Ces articles ne peuvent pas être commandés pour l’instant\u{A0}:"
    case .offlineTitle: "Vous êtes hors ligne"
    case .offlineMessage: "La boutique est injoignable."
    case .offlineRecovery: "Vérifiez votre connexion, puis réessayez."
    case .timeoutTitle: "La boutique ne répond pas"
    case .timeoutMessage: "La boutique a mis trop de temps à répondre."
    case .timeoutRecovery: "Réessayez dans un instant."
    case .decodingTitle: "Données illisibles"
    case .decodingMessage: "Les données de la boutique n’ont pas pu être lues."
    case .decodingRecovery:
      "Corrigez le catalogue aux endroits indiqués, ou choisissez-en un autre."
    case .notFoundTitle: "Introuvable"
    case .notFoundProductMessage: "Il n’y a pas de produit {id}."
    case .notFoundMessage: "Ce qui a été demandé est introuvable."
    case .notFoundRecovery: "Vérifiez le numéro du produit\u{A0}; le catalogue les liste tous."
    case .emptyCatalogueTitle: "Aucun produit"
    case .emptyCatalogueMessage: "Aucun produit trouvé."
    case .emptyCatalogueRecovery: "Choisissez un catalogue qui contient des produits."
    case .emptyCartTitle: "Rien à commander"
    case .emptyCartMessage: "Votre liste d’envies est vide, il n’y a donc rien à commander."
    case .emptyCartRecovery: "Ajoutez d’abord des articles depuis le catalogue des produits."
    case .outOfStockTitle: "Commande impossible pour l’instant"
    case .outOfStockMessage:
      "Ces articles ne peuvent pas être commandés pour l’instant\u{A0}: {items}."
    case .outOfStockRecovery: "Retirez-les de votre liste d’envies, puis passez la commande."
    case .storageTitle: "Vos données enregistrées sont inutilisables"
    case .storageMessage:
      "Votre liste d’envies, vos notes et vos commandes n’ont pas pu être lues ou enregistrées."
    case .storageRecovery: "Rien n’a été modifié. Les détails expliquent comment y remédier."
    case .invalidInputTitle: "Demande non valide"
    case .invalidInputMessage: "La demande n’était pas valide."
    case .invalidInputRecovery: "Vérifiez votre saisie et réessayez."
    case .amountOutOfRangeTitle: "Montant trop élevé"
    case .amountOutOfRangeMessage: "Un total est trop élevé pour être calculé exactement."
    case .amountOutOfRangeRecovery: "Retirez quelques articles de votre liste d’envies."
    case .addedToWishList: "{name} est ajouté à votre liste d’envies."
    case .alreadyOnWishList: "{name} est déjà dans votre liste d’envies."
    case .removedFromWishList: "{name} est retiré de votre liste d’envies."
    case .notOnWishList: "{name} n’était pas dans votre liste d’envies."
    case .ratedProduct: "Vous avez noté {name} {stars}."
    case .clearedRating: "Votre note de {name} est effacée."
    case .simulatedTitle: "Panne simulée\u{A0}: {title}"
    case .simulatedRecovery:
      "La simulation a provoqué cette panne exprès\u{A0}; désactivez-la pour joindre la boutique."
    case .catalogueUnavailableTitle: "Catalogue indisponible"
    case .catalogueUnavailableMessage: "Le catalogue n’a pas pu être lu."
    case .catalogueUnavailableRecovery:
      "Vérifiez que le catalogue existe et peut être lu, ou choisissez-en un autre."
    case .cartChangedTitle: "Votre panier a changé"
    case .cartChangedMessage:
      "Le panier a changé depuis qu’on vous a demandé de le confirmer\u{A0}; rien n’a été commandé."
    case .cartChangedRecovery: "Regardez à nouveau le panier, puis confirmez-le."
    case .nothingToUndoTitle: "Rien à annuler"
    case .nothingToUndoMessage: "L’historique est vide, ou chaque modification y est déjà annulée."
    case .nothingToUndoRecovery:
      "Les modifications de la liste d’envies et des notes peuvent être annulées jusqu’à la prochaine commande."
    case .nothingToRedoTitle: "Rien à rétablir"
    case .nothingToRedoMessage: "Aucune modification n’a été annulée depuis la dernière faite."
    case .nothingToRedoRecovery:
      "Annulez d’abord une modification\u{A0}; une nouvelle modification met fin à ce qui peut être rétabli."
    case .noProductsInStock: "Aucun produit n’est en stock."
    case .pastTheLastProduct: "Cette page est au-delà du dernier produit ({total} en tout)."
    case .matchCount: "{matching} sur {total}"
    case .quoted: "«\u{A0}{text}\u{A0}»"
    case .sortedByCatalogue: "dans l’ordre du catalogue"
    case .sortedByName: "par nom"
    case .sortedByPrice: "par prix"
    case .sortedByRating: "par note"
    case .sortedByStock: "par stock"
    case .reversedOrder: ", inversé"
    case .inStockOnly: "en stock seulement"
    case .cartChangedNotice: "Votre panier a changé entre-temps\u{A0}: vérifiez-le à nouveau."
    case .removeUnavailable: "Les retirer de la liste d’envies et continuer"
    case .removeUnavailableOnly: "Les retirer de la liste d’envies"
    case .checkoutLeavesOut:
      "Sans les articles qui ne peuvent pas être commandés\u{A0}: cette commande les retire de votre liste d’envies."
    case .tookBack: "Annulé\u{A0}: {change}."
    case .putBack: "Rétabli\u{A0}: {change}."
    case .changeAddedToWishList: "{name} ajouté à votre liste d’envies"
    case .changeRemovedFromWishList: "{name} retiré de votre liste d’envies"
    case .changeRated: "{name} noté {stars}"
    case .changeClearedRating: "votre note de {name} effacée"
    case .noHistory: "Il n’y a aucune modification à annuler."
    case .noOrders: "Vous n’avez encore passé aucune commande dans cette boutique."
    case .quantityMark: "×{quantity}"
    case .quantityOnWishList: "Quantité\u{A0}: {quantity}"
    case .onlyLeft: "Plus que {count} en stock"
    case .outOfStockItemLeft: "{name} (plus que {count} en stock)"
    case .tooManyTitle: "Trop d’articles"
    case .tooManyMessage: "Pas plus de {maximum} × {name} par commande."
    case .tooManyRecovery: "Choisissez une quantité plus petite."
    case .addedQuantityToWishList: "{name} ×{quantity} est ajouté à votre liste d’envies."
    case .quantityChangedOnWishList: "{name} dans votre liste d’envies\u{A0}: {from} → {to}."
    case .changeAddedQuantityToWishList: "{name} ×{quantity} ajouté à votre liste d’envies"
    case .changeQuantity: "{name}\u{A0}: {from} → {to}"
    }
  }

  static func plural(_ key: PluralKey) -> PluralForms {
    switch key {
    case .productCount: PluralForms(one: "{count} produit", other: "{count} produits")
    case .productCountOf:
      PluralForms(one: "{shown} sur {count} produit", other: "{shown} sur {count} produits")
    case .ratingCount: PluralForms(one: "{count} avis", other: "{count} avis")
    case .inStockCount: PluralForms("{count} en stock")
    case .itemCount: PluralForms(one: "{count} article", other: "{count} articles")
    }
  }
}
