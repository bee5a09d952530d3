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
    case .discountWithCode: "Rabatt ({code})"
    case .amountOff: "−{amount}"
    case .freeShipping: "Kostenloser Versand weltweit"
    case .shippingFlat: "Versand {price}"
    case .shippingFreeFrom: "Versand {price}, kostenlos ab {threshold}"
    case .shippingFreeReached: "Kostenloser Versand ab {threshold}"
    case .tooLargeToCompute: "zu groß zum Berechnen"
    case .shippingNotWorkedOut: "nicht zu berechnen"
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
      "Die Daten des Shops, etwa Wunschliste, Bewertungen und Bestellungen, konnten nicht "
        + "gelesen oder gespeichert werden."
    case .storageRecovery:
      "Es wurde nichts verändert. Die Details sagen, wie es sich beheben lässt."
    case .storeLoadStorageTitle: "Der Speicher ist nicht nutzbar"
    case .storeLoadStorageMessage: "Der Katalog konnte nicht in den Speicher geladen werden."
    case .invalidInputTitle: "Ungültige Anfrage"
    case .invalidInputMessage: "Die Anfrage war nicht gültig."
    case .invalidInputRecovery: "Prüfe deine Eingabe und versuche es noch einmal."
    case .amountOutOfRangeTitle: "Betrag zu groß"
    case .amountOutOfRangeMessage: "Eine Summe ist zu groß, um sie genau zu berechnen."
    case .amountOutOfRangeRecovery: "Entferne einige Artikel von deiner Wunschliste."
    case .bodyNotAnObject: "Der Body der Anfrage ist kein JSON-Objekt."
    case .bodyLacksField: "Dem Body fehlt das Feld {field}."
    case .bodyHasUnknownField: "Dieser Pfad nimmt im Body kein Feld {field} an."
    case .bodyFieldRefused: "Das Feld {field} des Bodys kann nicht {value} sein."
    case .bodyFieldTakes: "Gib für {field} {expected} an."
    case .bodyShape: "Sende {shape}."
    case .bodyTakesWholeNumber: "eine ganze Zahl von {minimum} bis {maximum}"
    case .bodyTakesText: "eine Zeichenkette"
    case .bodyTakesObject: "ein Objekt wie {shape}"
    case .bodyTakesCurrency: "einen Währungscode wie USD"
    case .bodyTakesAmount:
      "einen Betrag wie {example}, mit nicht mehr Stellen nach dem Punkt, als die Währung hat"
    case .bodyTakesCode: "einen Aktionscode"
    case .bodyTakesOrNull: "{expected} oder null"
    case .requestBodyNotJSON: "Der Body der Anfrage ist kein JSON: {reason}."
    case .requestAmountNotMinorUnits:
      "Der amount {amount} des Totals ist nicht sein minorUnits, {units} in {currency} ({decimal})."
    case .requestSendTotalAsGiven:
      "Sende das Total so, wie der Warenkorb es gab, oder ohne sein amount."
    case .requestNothingAtPath: "Unter {path} gibt es nichts."
    case .requestPathsListed: "GET /api/openapi.json listet alle Pfade auf."
    case .requestMethodNotAllowed: "Dieser Pfad nimmt kein {method} an."
    case .requestUseMethods: "Verwende {methods}."
    case .requestMethodNotImplemented: "Dieser Server implementiert die Methode {method} nicht."
    case .requestUseMethodsCaseSensitive:
      "Verwende {methods}; bei Methoden zählt die Groß- und Kleinschreibung."
    case .requestMethodsOr: "{methods} oder {last}"
    case .requestPathNotEncoded: "Der Pfad ist nicht richtig kodiert: {reason}."
    case .requestQueryNotEncoded: "Die Query ist nicht richtig kodiert: {reason}."
    case .requestPercentEncode: "Kodiere sie als UTF-8 mit Prozentzeichen."
    case .requestUnknownParameter: "Dieser Pfad nimmt keinen Parameter {name} an."
    case .requestParametersListed: "GET /api/openapi.json listet die Parameter jedes Pfads auf."
    case .requestParameterTwice: "Der Parameter {name} ist zweimal angegeben."
    case .requestParameterOnce: "Gib jeden Parameter nur einmal an."
    case .requestParameterRefused: "Der Parameter {name} kann nicht {value} sein."
    case .requestParameterTakes: "Gib ihm {expected}."
    case .requestTakesSort: "einen der Werte name, price, rating oder stock"
    case .requestTakesSwitch: "true oder false"
    case .requestTakesWholeNumber: "eine ganze Zahl von {minimum} bis {largest}"
    case .requestTakesCode: "einen Aktionscode oder keinen Parameter code"
    case .requestTakesNoBody: "Dieser Pfad nimmt keinen Body an."
    case .requestSendWithoutBody:
      "Sende die Anfrage ohne Body; GET /api/openapi.json listet den Body jedes Pfads auf."
    case .requestNotProductID: "{text} ist keine Produktkennung."
    case .requestNameProduct:
      "Nenne ein Produkt mit seiner Kennung, einer ganzen Zahl von 1 bis {largest}."
    case .requestNotLocale: "{text} ist kein Gebietsschema."
    case .requestGiveLocale:
      "Gib ein Gebietsschema wie de_DE, fr oder ja_JP an, wie --locale es nimmt."
    case .requestHostNotLocal:
      "Die Anfrage gilt dem Host {host}: Mit den JSON-Dateien handelt der Server für die Kundschaft dieses Rechners und beantwortet nur Anfragen an localhost oder eine Loopback-Adresse."
    case .requestOriginNotLocal:
      "Die Anfrage kommt von einer Webseite von {origin}: Mit den JSON-Dateien handelt der Server für die Kundschaft dieses Rechners und beantwortet keine Seite einer anderen Website."
    case .requestSendLocally:
      "Sende sie an localhost oder 127.0.0.1, aus einem Programm auf diesem Rechner oder einer Seite, die er auf localhost ausliefert; ein Proxy vor dem Server reicht den Host des Clients weiter (nginx: proxy_set_header Host $host), damit er geprüft wird. Andere Rechner bedient ein Datenbankspeicher, dessen Anfragen Tokens tragen."
    case .requestTooManyStreamsOfShopper:
      "Du folgst den Änderungen des Shops schon mit {limit} Ereignisströmen; mehr erlaubt der Server niemandem."
    case .requestTooManyStreams:
      "Der Server hält schon {limit} Ereignisströme offen; mehr hält er nicht auf einmal."
    case .requestCloseAStream:
      "Schließe einen davon, oder teile einen Strom zwischen deinen Seiten."
    case .requestOpenStreamLater:
      "Versuche es wieder, sobald andere Clients ihre geschlossen haben."
    case .requestIdempotencyKeyTwice: "Der Header Idempotency-Key ist zweimal gesendet."
    case .requestIdempotencyKeyMalformed:
      "Der Idempotency-Key besteht nicht aus 1 bis 255 sichtbaren ASCII-Zeichen."
    case .requestSendOneKey:
      "Sende einen Schlüssel, etwa eine UUID, bei jedem neuen Versuch denselben."
    case .requestIdempotencyKeyReused:
      "Dieser Idempotency-Key wurde mit einem anderen Total oder Code gesendet: Das ist kein neuer Versuch."
    case .requestNewKeyOrSameBody:
      "Sende für eine andere Bestellung einen neuen Schlüssel, für einen neuen Versuch denselben Body mit dem Schlüssel."
    case .requestSimulateHeaderRefused: "Der Header {header} ist keiner: {reason}."
    case .requestSimulateHeaderTwice: "er ist zweimal gesendet"
    case .requestSimulateHeaderEmptyField:
      "er hat ein leeres Feld; trenne Felder mit einzelnen Semikolons"
    case .requestSimulateHeaderNotField: "{field} ist nicht NAME=SPEC"
    case .requestSimulateHeaderFieldTwice: "{name} ist zweimal angegeben"
    case .requestSimulateHeaderBadSeed:
      "der Seed {seed} ist keine ganze Zahl von 0 bis 18446744073709551615"
    case .requestSimulateHeaderUnknownField: "er hat kein Feld {name}"
    case .requestSimulateHeaderShape:
      "Sende {header}: fail=SPEC;latency=SPEC;seed=N, die Specs so, wie --fail und --latency sie nehmen."
    case .requestSpecRefused: "Die Spec {field} wird abgelehnt: {reason}."
    case .requestPresetRefused: "Das Preset wird abgelehnt: {reason}."
    case .requestWriteAsOption: "Schreibe es so, wie die Option {option} es nimmt."
    case .requestSimulationNotControlled:
      "Dieser Server lässt seine Clients die Simulation nicht steuern."
    case .requestStartWithSimulationControl: "Starte ihn mit tasch serve --simulation-control."
    case .requestBearsNoToken:
      "Diese Anfrage trägt kein Token: Auf einer Datenbank sagt jede Anfrage außer GET /healthz und GET /api/openapi.json, wessen sie ist."
    case .requestSendToken:
      "Sende Authorization: Bearer TOKEN, mit dem Token, das tasch store shopper add erstellt hat."
    case .requestSeveralAuthorizations:
      "Diese Anfrage hat mehr als einen Authorization-Header: Sie darf nur einmal sagen, wessen sie ist."
    case .requestAuthorizationNotBearer:
      "Der Authorization-Header dieser Anfrage ist nicht Bearer und ein Token."
    case .requestTokenActsForNobody:
      "Das Token dieser Anfrage gehört keinem Kunden dieses Shops: Es wurde falsch eingegeben, widerrufen oder nie erstellt."
    case .requestAskForNewToken:
      "Lass dir ein neues Token geben (tasch store shopper add) und sende es als Authorization: Bearer TOKEN."
    case .requestBodyTooLarge: "Der Body der Anfrage ist zu groß."
    case .requestBodyEncoded:
      "Der Body der Anfrage ist in der Inhaltskodierung {coding} gesendet, die der Server nicht liest."
    case .requestSendBodyUnencoded: "Sende den Body so, wie er ist, ohne Content-Encoding."
    case .requestSendSmallerBody: "Sende einen Body von höchstens {size}."
    case .requestTransferCoding: "Bodys in einer Transfer-Codierung werden nicht unterstützt."
    case .requestSendContentLength: "Sende den Body mit Content-Length."
    case .requestServerStopping:
      "Der Server hält an und konnte die Anfrage nicht rechtzeitig beenden."
    case .requestSendAgainLater: "Sende die Anfrage erneut, sobald der Server wieder da ist."
    case .requestHostMissing: "Der Header Host fehlt."
    case .requestHostRepeated: "Der Header Host ist wiederholt."
    case .requestHostMalformed: "Der Header Host ist kein Host mit optionalem Port."
    case .requestExpectationUnmet: "Der Header Expect verlangt etwas anderes als 100-continue."
    case .requestSendOnlyContinueExpectation:
      "Sende Expect: 100-continue oder keinen Header Expect."
    case .requestContentLengthNotNumber: "Die Content-Length ist keine Zahl."
    case .requestContentLengthsDiffer: "Zwei Header Content-Length unterscheiden sich."
    case .requestContentLengthWithTransferEncoding:
      "Content-Length und Transfer-Encoding sind beide gesetzt."
    case .requestSendWellFormed: "Sende eine wohlgeformte HTTP/1.1-Anfrage."
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
    case .checkoutKeyReusedTitle: "Kein neuer Versuch"
    case .nothingToUndoTitle: "Nichts rückgängig zu machen"
    case .nothingToUndoMessage:
      "Der Verlauf ist leer, oder jede Änderung darin ist schon zurückgenommen."
    case .nothingToUndoRecovery:
      "Änderungen an Wunschliste und Bewertungen lassen sich bis zur nächsten Bestellung zurücknehmen."
    case .nothingToRedoTitle: "Nichts wiederherzustellen"
    case .nothingToRedoMessage: "Seit der letzten Änderung wurde keine zurückgenommen."
    case .nothingToRedoRecovery:
      "Nimm zuerst eine Änderung zurück; eine neue Änderung oder eine Bestellung beendet, was sich wiederherstellen lässt."
    case .noProductsInStock: "Es sind keine Produkte vorrätig."
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
    case .passedOverUndo:
      "{reason} Übersprungen, da sich die Änderung nicht mehr zurücknehmen lässt: {change}."
    case .passedOverRedo:
      "{reason} Übersprungen, da sich die Änderung nicht mehr wiederherstellen lässt: {change}."
    case .stepChangesNothing:
      "Eine frühere Änderung dieses Produkts wurde übersprungen, daher ist nichts mehr zu ändern."
    case .changeAddedToWishList: "{name} zur Wunschliste hinzugefügt"
    case .changeRemovedFromWishList: "{name} von der Wunschliste entfernt"
    case .changeRated: "{name} mit {stars} bewertet"
    case .changeClearedRating: "deine Bewertung von {name} gelöscht"
    case .noHistory: "Es gibt keine Änderungen zum Zurücknehmen."
    case .noOrders: "Du hast in diesem Shop noch nichts bestellt."
    case .pastTheLastOrder: "Diese Seite liegt hinter der letzten Bestellung ({total} insgesamt)."
    case .quantityMark: "×{quantity}"
    case .quantityOnWishList: "Menge: {quantity}"
    case .atMostPerOrder: "Höchstens {count} pro Bestellung"
    case .tooManyTitle: "Zu viele"
    case .tooManyMessage: "Höchstens {maximum} × {name} pro Bestellung."
    case .tooManyRecovery: "Wähle eine kleinere Menge."
    case .unknownCodeTitle: "Unbekannter Code"
    case .unknownCodeMessage: "Es gibt keinen Aktionscode {code}."
    case .codeExpiredTitle: "Code abgelaufen"
    case .codeExpiredMessage: "Der Code {code} galt bis {date}."
    case .codeNotYetValidTitle: "Code noch nicht gültig"
    case .codeNotYetValidMessage: "Der Code {code} gilt ab {date}."
    case .codeMinimumNotMetTitle: "Mindestwert nicht erreicht"
    case .codeMinimumNotMetMessage: "Der Code {code} gilt ab einer Zwischensumme von {minimum}."
    case .codeMinimumNotMetByItsProductsMessage:
      "Der Code {code} gilt ab {minimum} der Artikel, für die er gilt; in deinem Warenkorb sind es {eligible}."
    case .codeNotApplicableTitle: "Code nicht anwendbar"
    case .codeNotApplicableMessage: "Der Code {code} gilt für keinen Artikel in deinem Warenkorb."
    case .codeTakesNothingOffTitle: "Nichts abzuziehen"
    case .codeTakesNothingOffMessage: "Der Code {code} würde nichts von deinem Warenkorb abziehen."
    case .codeRefusedRecovery:
      "Der Warenkorb wird ohne ihn gezeigt: versuche einen anderen Code oder keinen."
    case .codeRefusedAtCheckoutRecovery:
      "Es wurde nichts bestellt: bestelle noch einmal mit einem anderen Code oder ohne Code."
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
    case .orderCount: PluralForms(one: "{count} Bestellung", other: "{count} Bestellungen")
    case .orderCountOf:
      PluralForms(one: "{shown} von {count} Bestellung", other: "{shown} von {count} Bestellungen")
    case .onlyLeft: PluralForms("Nur noch {count} da")
    case .outOfStockItemLeft:
      PluralForms("{name} (nur noch {count} da)")
    }
  }
}
