// swift-format-ignore-file: Tables read best one entry per line, however long.

/// German, addressing the shopper with "du", as German shops now mostly do.
enum German: StringTable {
  static func text(_ key: TextKey) -> String {
    switch key {
    case .appTitle: "TASCH"
    case .productCatalogue: "Produktkatalog"
    case .yourWishList: "Deine Wunschliste"
    case .cart: "Warenkorb"
    case .totalAmount: "Gesamt {amount}"
    case .total: "Gesamt"
    case .subtotal: "Zwischensumme"
    case .shipping: "Versand"
    case .freeShipping: "Kostenloser Versand weltweit"
    case .tooLargeToCompute: "zu groß zum Berechnen"
    case .proceedToCheckout: "Zur Kasse"
    case .outOfStock: "Nicht vorrätig"
    case .discontinued: "Nicht mehr erhältlich"
    case .discontinuedProduct: "Produkt {id}"
    case .emptyWishList:
      "Deine Wunschliste ist leer. Du kannst Artikel aus dem Produktkatalog hinzufügen."
    case .noMatchingProducts: "Keine Produkte passen zu deiner Suche."
    case .colours: "Farben"
    case .sizes: "Maße"
    case .heightSize: "H: {cm} cm/{in}\""
    case .widthSize: "B: {cm} cm/{in}\""
    case .depthSize: "T: {cm} cm/{in}\""
    case .rateTheProduct: "Produkt bewerten"
    case .yourRating: "Deine Bewertung"
    case .labelSeparator: ": "
    case .notRatedYet: "Noch nicht bewertet"
    case .averageRating: "{average} von 5"
    case .noRatings: "Noch keine Bewertungen"
    case .addToWishList: "Auf die Wunschliste"
    case .removeFromWishList: "Von der Wunschliste entfernen"
    case .onYourWishList: "Auf deiner Wunschliste"
    case .loading: "Wird geladen…"
    case .reload: "Neu laden"
    case .checkoutQuestion: "Diese Bestellung für {amount} aufgeben?"
    case .cancel: "Abbrechen"
    case .ok: "OK"
    case .placingOrder: "Deine Bestellung wird aufgegeben…"
    case .orderPlaced: "Danke! Bestellung {number} ist aufgegeben."
    case .checkoutBlocked: "Diese Artikel können gerade nicht bestellt werden:"
    case .offlineTitle: "Du bist offline"
    case .offlineMessage: "Der Shop ist nicht erreichbar."
    case .offlineRecovery: "Prüfe deine Verbindung und versuche es dann noch einmal."
    case .timeoutTitle: "Der Shop antwortet nicht"
    case .timeoutMessage: "Der Shop hat zu lange für die Antwort gebraucht."
    case .timeoutRecovery: "Versuche es gleich noch einmal."
    case .decodingTitle: "Unlesbare Daten"
    case .decodingMessage: "Die Daten des Shops konnten nicht gelesen werden."
    case .decodingRecovery:
      "Korrigiere den Katalog an den genannten Stellen oder wähle einen anderen."
    case .notFoundTitle: "Nicht gefunden"
    case .notFoundProductMessage: "Es gibt kein Produkt {id}."
    case .notFoundMessage: "Das Gesuchte wurde nicht gefunden."
    case .notFoundRecovery: "Prüfe die Produktnummer; der Katalog führt alle auf."
    case .emptyCatalogueTitle: "Keine Produkte"
    case .emptyCatalogueMessage: "Keine Produkte gefunden."
    case .emptyCatalogueRecovery: "Wähle einen Katalog mit Produkten."
    case .emptyCartTitle: "Nichts zu bestellen"
    case .emptyCartMessage: "Deine Wunschliste ist leer, es gibt also nichts zu bestellen."
    case .emptyCartRecovery: "Füge zuerst Artikel aus dem Produktkatalog hinzu."
    case .outOfStockTitle: "Noch nicht bestellbar"
    case .outOfStockMessage: "Diese Artikel können gerade nicht bestellt werden: {items}."
    case .outOfStockRecovery: "Entferne sie von deiner Wunschliste und gehe dann zur Kasse."
    case .storageTitle: "Deine gespeicherten Daten sind nicht nutzbar"
    case .storageMessage:
      "Wunschliste, Bewertungen und Bestellungen konnten nicht gelesen oder gespeichert werden."
    case .storageRecovery:
      "Es wurde nichts verändert. Die Details sagen, wie es sich beheben lässt."
    case .invalidInputTitle: "Ungültige Anfrage"
    case .invalidInputMessage: "Die Anfrage war nicht gültig."
    case .invalidInputRecovery: "Prüfe deine Eingabe und versuche es noch einmal."
    case .amountOutOfRangeTitle: "Betrag zu groß"
    case .amountOutOfRangeMessage: "Eine Summe ist zu groß, um sie genau zu berechnen."
    case .amountOutOfRangeRecovery: "Entferne einige Artikel von deiner Wunschliste."
    case .addedToWishList: "{name} steht jetzt auf deiner Wunschliste."
    case .alreadyOnWishList: "{name} steht schon auf deiner Wunschliste."
    case .removedFromWishList: "{name} wurde von deiner Wunschliste entfernt."
    case .notOnWishList: "{name} stand nicht auf deiner Wunschliste."
    case .ratedProduct: "Du hast {name} mit {stars} bewertet."
    case .clearedRating: "Deine Bewertung von {name} ist gelöscht."
    case .simulatedTitle: "Simulierter Fehler: {title}"
    case .simulatedRecovery:
      "Die Simulation hat diesen Fehler absichtlich ausgelöst; schalte sie ab, um den Shop zu erreichen."
    case .catalogueUnavailableTitle: "Katalog nicht verfügbar"
    case .catalogueUnavailableMessage: "Der Katalog konnte nicht gelesen werden."
    case .catalogueUnavailableRecovery:
      "Prüfe, ob es den Katalog gibt und er lesbar ist, oder wähle einen anderen."
    case .cartChangedTitle: "Dein Warenkorb hat sich geändert"
    case .cartChangedMessage:
      "Der Warenkorb hat sich geändert, seit du ihn bestätigen solltest; es wurde nichts bestellt."
    case .cartChangedRecovery: "Sieh dir den Warenkorb noch einmal an und bestätige ihn dann."
    case .nothingToUndoTitle: "Nichts rückgängig zu machen"
    case .nothingToUndoMessage:
      "Der Verlauf ist leer, oder jede Änderung darin ist schon zurückgenommen."
    case .nothingToUndoRecovery:
      "Änderungen an Wunschliste und Bewertungen lassen sich bis zur nächsten Bestellung zurücknehmen."
    case .nothingToRedoTitle: "Nichts wiederherzustellen"
    case .nothingToRedoMessage: "Seit der letzten Änderung wurde keine zurückgenommen."
    case .nothingToRedoRecovery:
      "Nimm zuerst eine Änderung zurück; eine neue Änderung beendet, was sich wiederherstellen lässt."
    case .noProductsInStock: "Keine Produkte sind vorrätig."
    case .pastTheLastProduct: "Diese Seite liegt hinter dem letzten Produkt ({total} insgesamt)."
    case .matchCount: "{matching} von {total}"
    case .quoted: "„{text}“"
    case .sortedByCatalogue: "in Katalogreihenfolge"
    case .sortedByName: "nach Name"
    case .sortedByPrice: "nach Preis"
    case .sortedByRating: "nach Bewertung"
    case .sortedByStock: "nach Bestand"
    case .reversedOrder: ", umgekehrt"
    case .inStockOnly: "nur vorrätig"
    case .cartChangedNotice: "Dein Warenkorb hat sich inzwischen geändert: prüfe ihn noch einmal."
    case .removeUnavailable: "Von der Wunschliste nehmen und weiter"
    case .removeUnavailableOnly: "Von der Wunschliste nehmen"
    case .checkoutLeavesOut:
      "Ohne die Artikel, die nicht bestellt werden können – diese Bestellung nimmt sie von deiner Wunschliste."
    case .tookBack: "Zurückgenommen: {change}."
    case .putBack: "Wiederhergestellt: {change}."
    case .changeAddedToWishList: "{name} zur Wunschliste hinzugefügt"
    case .changeRemovedFromWishList: "{name} von der Wunschliste entfernt"
    case .changeRated: "{name} mit {stars} bewertet"
    case .changeClearedRating: "deine Bewertung von {name} gelöscht"
    case .noHistory: "Es gibt keine Änderungen zum Zurücknehmen."
    case .noOrders: "Du hast in diesem Shop noch nichts bestellt."
    case .quantityMark: "×{quantity}"
    case .quantityOnWishList: "Menge: {quantity}"
    case .onlyLeft: "Nur noch {count} da"
    case .outOfStockItemLeft: "{name} (nur noch {count} da)"
    case .tooManyTitle: "Zu viele"
    case .tooManyMessage: "Höchstens {maximum} × {name} pro Bestellung."
    case .tooManyRecovery: "Wähle eine kleinere Menge."
    case .addedQuantityToWishList: "{name} ×{quantity} steht jetzt auf deiner Wunschliste."
    case .quantityChangedOnWishList: "{name} auf deiner Wunschliste: {from} → {to}."
    case .changeAddedQuantityToWishList: "{name} ×{quantity} zur Wunschliste hinzugefügt"
    case .changeQuantity: "{name}: {from} → {to}"
    }
  }

  static func plural(_ key: PluralKey) -> PluralForms {
    switch key {
    case .productCount: PluralForms(one: "{count} Produkt", other: "{count} Produkte")
    case .productCountOf:
      PluralForms(one: "{shown} von {count} Produkt", other: "{shown} von {count} Produkten")
    case .ratingCount: PluralForms(one: "{count} Bewertung", other: "{count} Bewertungen")
    case .inStockCount: PluralForms("{count} auf Lager")
    case .itemCount: PluralForms(one: "{count} Artikel", other: "{count} Artikel")
    }
  }
}
