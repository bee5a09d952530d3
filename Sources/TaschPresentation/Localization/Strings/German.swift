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
    case .proceedToCheckout: "Zur Kasse"
    case .outOfStock: "Nicht vorrätig"
    case .discontinued: "Nicht mehr erhältlich"
    case .discontinuedProduct: "Produkt {id}"
    case .emptyWishList:
      "Deine Wunschliste ist leer. Du kannst Artikel aus dem Produktkatalog hinzufügen"
    case .noMatchingProducts: "Keine Produkte passen zu deiner Suche"
    case .colours: "Farben"
    case .sizes: "Maße"
    case .heightSize: "H: {cm} cm/{in}\""
    case .widthSize: "B: {cm} cm/{in}\""
    case .depthSize: "T: {cm} cm/{in}\""
    case .rateTheProduct: "Produkt bewerten"
    case .yourRating: "Deine Bewertung"
    case .notRatedYet: "Noch nicht bewertet"
    case .averageRating: "{average} von 5"
    case .noRatings: "Noch keine Bewertungen"
    case .addToWishList: "Auf die Wunschliste"
    case .removeFromWishList: "Von der Wunschliste entfernen"
    case .onYourWishList: "Auf deiner Wunschliste"
    case .loading: "Wird geladen…"
    case .reload: "Neu laden"
    case .checkoutQuestion: "Möchtest du wirklich zur Kasse gehen?"
    case .cancel: "Abbrechen"
    case .ok: "OK"
    case .placingOrder: "Deine Bestellung wird aufgegeben…"
    case .orderPlaced: "Danke! Bestellung {number} ist aufgegeben."
    case .checkoutBlocked: "Diese Artikel können gerade nicht bestellt werden:"
    case .offlineTitle: "Du bist offline"
    case .offlineMessage: "Der Shop ist nicht erreichbar."
    case .offlineRecovery: "Prüfe deine Verbindung und lade dann neu."
    case .timeoutTitle: "Der Shop antwortet nicht"
    case .timeoutMessage: "Der Shop hat zu lange für die Antwort gebraucht."
    case .timeoutRecovery: "Versuche es gleich noch einmal."
    case .decodingTitle: "Unlesbare Daten"
    case .decodingMessage: "Die Daten des Shops konnten nicht gelesen werden."
    case .decodingRecovery: "Korrigiere die oben genannte Datei oder wähle einen anderen Katalog."
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
      "der Vorgang ist fehlgeschlagen: Datenfehler, simulierter Fehler, nicht gefunden, nicht vorrätig, beschädigte Datei"
      "schalten Farbe aus, oder für Pipes und Dateien ein; NO_COLOR hat Vorrang"
      "Ein Shop mit Produktkatalog und Wunschliste. Ohne Befehl: der interaktive Shop im Terminal, sonst eine Übersicht."
      "nur Produkte, deren Name oder Kurzbeschreibung TEXT enthält, ohne Rücksicht auf Groß- und Kleinschreibung und Akzente"
      "nach Name (A bis Z), Preis (günstigste zuerst), Bewertung (beste zuerst) oder Bestand (meiste zuerst) ordnen"
      "simulierte Fehler: catalogue, cart=once, cart=3x, cart=30%, jeweils mit :offline, :timeout, :decoding oder :not-found"
      "„{value}“ ist kein Startwert: gib eine ganze Zahl von 0 bis 18446744073709551615 an"
      "die Bestellung verlangt eine Bestätigung, aber es gibt kein Terminal für die Rückfrage: füge --yes hinzu, um ohne Rückfrage zu bestellen"
      "Setze HOME, XDG_DATA_HOME oder TASCH_STATE, damit klar ist, wo dein Zustand gespeichert wird."
    case .addedToWishList: "{name} steht jetzt auf deiner Wunschliste."
    case .alreadyOnWishList: "{name} steht schon auf deiner Wunschliste."
    case .removedFromWishList: "{name} wurde von deiner Wunschliste entfernt."
    case .notOnWishList: "{name} stand nicht auf deiner Wunschliste."
    case .ratedProduct: "Du hast {name} mit {stars} bewertet."
    case .clearedRating: "Deine Bewertung von {name} ist gelöscht."
      "Die Fehler wurden zufällig mit dem Startwert {seed} gezogen: füge --seed {seed} hinzu, um diesen Lauf zu wiederholen."
    }
  }

  static func plural(_ key: PluralKey) -> PluralForms {
    switch key {
    case .productCount: PluralForms(one: "{count} Produkt", other: "{count} Produkte")
    case .ratingCount: PluralForms(one: "{count} Bewertung", other: "{count} Bewertungen")
    case .inStockCount: PluralForms("{count} auf Lager")
    case .itemCount: PluralForms(one: "{count} Artikel", other: "{count} Artikel")
    }
  }
}
