// swift-format-ignore-file: Tables read best one entry per line, however long.

/// German, addressing the shopper with "du", as German shops now mostly do.
enum TerminalGerman: TerminalStringTable {
  static func text(_ key: TerminalText) -> String {
    switch key {
    case .helpUsage: "Aufruf:"
    case .helpCommands: "Befehle:"
    case .helpOptions: "Optionen:"
    case .helpGlobalOptions: "Allgemeine Optionen:"
    case .helpEnvironment: "Umgebung:"
    case .helpExitStatus: "Exit-Status:"
    case .helpMore: "Mehr über einen Befehl: „tasch help COMMAND“."
    case .exitSuccess: "Erfolg"
    case .exitFailure:
      "der Vorgang ist fehlgeschlagen: Datenfehler, simulierter Fehler, nicht gefunden, nicht vorrätig, beschädigte Datei, nicht schreibbare Ausgabe"
    case .exitUsage: "Aufruffehler: unbekannter Befehl oder unbekannte Option, ungültiges Argument"
    case .exitInterrupted: "abgebrochen"
    case .exitTerminated: "durch SIGTERM oder das Schließen seines Terminals beendet"
    case .environmentLocale: "Sprache und Währungsformat, nach --locale und TASCH_LOCALE"
    case .environmentColor:
      "schalten Farbe aus, oder für Pipes und Dateien ein; NO_COLOR hat Vorrang"
    case .environmentData: "der Ordner deiner Zustandsdatei"
    case .environmentPager:
      "der Pager für lange Ausgaben im Terminal (standardmäßig less -FIRX); leer für keinen"
    case .abstractTasch:
      "Ein Shop mit Produktkatalog und Wunschliste. Ohne Befehl: der interaktive Shop im Terminal, sonst eine Übersicht."
    case .abstractProducts: "Produkte auflisten – durchsucht, sortiert, seitenweise."
    case .abstractProduct: "Ein Produkt im Detail zeigen."
    case .abstractWishList: "Deine Wunschliste mit Gesamtsumme zeigen."
    case .abstractWishListAdd: "Produkte auf deine Wunschliste setzen."
    case .abstractWishListRemove: "Produkte von deiner Wunschliste entfernen."
    case .abstractWishListSet: "Festlegen, wie viele eines Produkts deine Wunschliste haben möchte."
    case .abstractRate: "Ein Produkt mit 1 bis 5 Sternen bewerten oder die Bewertung löschen."
    case .abstractCart: "Den Warenkorb zeigen: Zwischensumme, Versand und Gesamt."
    case .abstractCheckout: "Alles im Warenkorb bestellen."
    case .abstractHelp: "Hilfe zu tasch oder einem seiner Befehle zeigen."
    case .abstractCompletion: "Ein Vervollständigungsskript für bash, zsh oder fish ausgeben."
    case .optionSearch:
      "nur Produkte, deren Name oder Kurzbeschreibung jedes Wort von TEXT enthält, in beliebiger Reihenfolge, ohne Rücksicht auf Groß- und Kleinschreibung und Akzente"
    case .optionSort:
      "nach Name (A bis Z), Preis (günstigste zuerst), Bewertung (beste zuerst) oder Bestand (meiste zuerst) ordnen"
    case .optionReverse: "in umgekehrter Reihenfolge"
    case .optionInStock: "nur vorrätige Produkte"
    case .optionLimit: "höchstens N Produkte auflisten"
    case .optionOffset: "die ersten N Produkte überspringen"
    case .optionOrdersLimit: "höchstens N Bestellungen auflisten"
    case .optionOrdersOffset: "die N neuesten Bestellungen überspringen"
    case .optionClear: "deine Bewertung löschen"
    case .optionQuantity: "wie viele, 1 bis 99: ein Produkt auf der Liste wird darauf gesetzt"
    case .optionYes: "ohne Rückfrage bestellen; nötig, wo es kein Terminal für die Rückfrage gibt"
    case .optionCode: "den Warenkorb mit dem Aktionscode CODE berechnen, einer auf einmal"
    case .optionCatalogue: "die Katalogdatei; standardmäßig der in tasch eingebaute Katalog"
    case .optionState: "deine Zustandsdatei; standardmäßig $XDG_DATA_HOME/tasch/state.json"
    case .optionLocale: "Sprache und Währungsformat, etwa de_DE"
    case .optionTheme: "Farben: auto (nach dem Hintergrund des Terminals), light, dark oder plain"
    case .optionNoColor: "keine Farbe"
    case .optionNoPager: "kein Pager, wie lang die Ausgabe auch ist"
    case .optionNoMouse:
      "die Maus der eigenen Auswahl des Terminals überlassen: kein Klicken oder Scrollen im Laden"
    case .optionJSON: "ein JSON-Dokument auf die Standardausgabe schreiben"
    case .optionLatency:
      "simulierte Latenz: 800ms, catalogue=2s,cart=300ms, 800ms~200ms, lognormal:200ms:2s"
    case .optionFail:
      "simulierte Fehler, OPERATION[=MUSTER][:ART]: Muster always, once, 3x, 30%, every:3, after:2, for:30s; Arten offline, timeout, decoding, not-found, out-of-stock, cart-changed, storage, unavailable, empty"
    case .optionSimulation:
      "eine benannte Simulation, eingebaut oder eigene (tasch simulation list); --latency und --fail gehen vor"
    case .optionSeed: "der Startwert des simulierten Zufalls, um einen Lauf zu wiederholen"
    case .optionHelp: "diese Hilfe zeigen"
    case .optionVersion: "die Version zeigen"
    case .usageUnknownCommand: "unbekannter Befehl „{name}“"
    case .usageUnknownOption: "unbekannte Option „{name}“"
    case .usageDidYouMean: "meintest du „{suggestion}“?"
    case .usageMissingValue: "{option} braucht einen Wert"
    case .usageUnexpectedValue: "{option} nimmt keinen Wert"
    case .usageUnexpectedArgument: "unerwartetes Argument „{value}“"
    case .usageMissingArgument: "{name} fehlt"
    case .usageBadProductID: "„{value}“ ist keine Produkt-ID: IDs sind ganze Zahlen größer als 0"
    case .usageProductIDTooLarge:
      "„{value}“ ist zu groß für eine Produkt-ID: IDs reichen bis {largest}"
    case .usageCountTooLarge:
      "„{value}“ passt nicht zu {option}: die größte Zahl, die es nimmt, ist {largest}"
    case .usageBadStars: "„{value}“ ist keine Bewertung: gib 1 bis 5 Sterne an"
    case .usageBadQuantity:
      "„{value}“ ist keine Menge: gib eine ganze Zahl von {minimum} bis {maximum} an"
    case .usageStarsAndClear: "gib entweder STARS oder --clear an, nicht beides"
    case .usageBadChoice: "„{value}“ ist keine Wahl für {option}: nimm {choices}"
    case .usageBadCount: "„{value}“ passt nicht zu {option}: gib eine ganze Zahl ab {minimum} an"
    case .usageBadLocale: "„{value}“ ist kein Gebietsschema wie de_DE"
    case .usageBadSeed:
      "„{value}“ ist kein Startwert: gib eine ganze Zahl von 0 bis 18446744073709551615 an"
    case .usageBadSpec: "ungültiges {option}: {reason}"
    case .usageUnknownPreset: "keine Simulation heißt „{name}“; die Vorgaben sind: {presets}"
    case .usageBadPreset: "die Simulationsvorgabe {file} ist nicht nutzbar: {reason}"
    case .usageNeedsConfirmation:
      "die Bestellung verlangt eine Bestätigung, aber es gibt kein Terminal für die Rückfrage: füge --yes hinzu, um ohne Rückfrage zu bestellen"
    case .usageFromVariable: "{variable}: {problem}"
    case .usageSeeHelp: "Der Aufruf steht in „{command} --help“."
    case .noStatePlace:
      "weder HOME noch XDG_DATA_HOME noch TASCH_STATE sagt, wo dein Zustand gespeichert wird"
    case .noStatePlaceRecovery: "Setze HOME, XDG_DATA_HOME oder TASCH_STATE."
    case .usageMendFile: "Berichtige {file} oder lege die Datei beiseite."
    case .usageNameAnExistingConfig:
      "Nenne mit --config oder TASCH_CONFIG eine Konfigurationsdatei, die es gibt, oder entferne TASCH_CONFIG."
    case .confirmPrompt: "{question} [j/N] "
    case .yesAnswers: "j ja y yes"
    case .checkoutCancelled: "Es wurde nichts bestellt."
    case .replaySeed:
      "Die Fehler wurden zufällig mit dem Startwert {seed} gezogen: füge --seed {seed} hinzu, um diesen Lauf zu wiederholen."
    case .columnID: "ID"
    case .columnName: "Name"
    case .columnPrice: "Preis"
    case .columnRating: "Bewertung"
    case .columnStock: "Bestand"
    case .hintMove: "bewegen"
    case .hintSwitch: "Liste wechseln"
    case .hintOpen: "öffnen"
    case .hintRemove: "entfernen"
    case .hintCheckOut: "zur Kasse"
    case .hintSimulate: "simulieren"
    case .hintHelp: "Hilfe"
    case .hintQuit: "beenden"
    case .hintBack: "zurück"
    case .hintRate: "bewerten"
    case .hintWishList: "Wunschliste"
    case .hintNextPrevious: "nächstes/voriges"
    case .hintFailure: "Fehler"
    case .hintLatency: "Latenz"
    case .hintSeed: "neuer Startwert"
    case .hintKind: "Art"
    case .hintApplyPreset: "Vorgabe anwenden"
    case .hintReset: "zurücksetzen"
    case .helpInDialog: "In einem Dialog"
    case .keyDialogMove: "Zwischen den Schaltflächen des Dialogs wechseln"
    case .keyYesNo: "Die Frage des Dialogs mit Ja oder Nein beantworten"
    case .keyDialogLetter: "Die Schaltfläche wählen, deren Buchstabe unterstrichen ist"
    case .hintChoose: "wählen"
    case .hintCancel: "abbrechen"
    case .hintYesNo: "ja/nein"
    case .hintFilter: "filtern"
    case .hintKeep: "behalten"
    case .hintClear: "leeren"
    case .helpFilterPrompt: "Filter: "
    case .helpNoMatch: "Keine Taste passt zu „{filter}“. Esc leert den Filter."
    case .scrollMore: "{count} weitere"
    case .helpKeysTitle: "Tasten"
    case .keyMove: "Den Cursor bewegen"
    case .keyPage: "Eine Seite vor oder zurück, oder zum ersten oder letzten"
    case .keySwitch: "Zwischen Katalog und Wunschliste wechseln"
    case .keyOpen: "Das Produkt unter dem Cursor öffnen"
    case .keyRemove: "Den Eintrag unter dem Cursor von der Wunschliste nehmen"
    case .keyQuantity:
      "Eins mehr oder eins weniger vom Eintrag der Wunschliste; bei null fällt er weg"
    case .keyCode: "Einen Aktionscode für den Warenkorb eingeben; leer nimmt ihn weg"
    case .keyCheckOut: "Zur Kasse gehen"
    case .keyWishList: "Das Produkt auf die Wunschliste setzen oder davon entfernen"
    case .keyRateStars: "Das Produkt mit 1 bis 5 Sternen bewerten"
    case .keyRateStep: "Deine Bewertung senken oder erhöhen"
    case .keyNextPrevious: "Nächstes oder voriges Produkt"
    case .keyReload: "Nach einem Fehler neu laden"
    case .keySimulate: "Langsames und fehlerhaftes Laden simulieren"
    case .keyHelp: "Diese Tasten zeigen"
    case .keyBack: "Zurück, oder einen Dialog abbrechen"
    case .keyConfirm: "Die Schaltfläche im Fokus wählen"
    case .keyQuit: "Beenden"
    case .keySuspend: "Anhalten; fg holt den Shop zurück"
    case .simulationTitle: "Simulation"
    case .simulationOperation: "Vorgang"
    case .simulationFailure: "Fehler"
    case .simulationLatency: "Latenz"
    case .simulationSeed: "Startwert"
    case .quitOnceSaved: "Wird gespeichert … der Shop schließt danach; erneut {key} beendet sofort."
    case .noPageNoLongerSold:
      "{name} wird nicht mehr verkauft und hat keine Seite mehr; {key} nimmt es von deiner Wunschliste."
    case .simulationUnavailable: "Dieser Shop hat keine Simulation."
    case .simulationKind: "Art"
    case .simulationPreset: "Vorgabe"
    case .simulationOptions: "Als Optionen"
    case .terminalTooSmall: "Das Terminal ist zu klein für den Shop: mindestens 40\u{A0}×\u{A0}12."
    case .terminalTooSmallQuit: "Mit {key} beenden."
    case .rateHint: "← → oder 1–5"
    case .keyNameEnter: "Eingabe"
    case .keyNameBackspace: "Rücktaste"
    case .keyNameDelete: "Entf"
    case .keyNamePageUp: "Bild↑"
    case .keyNamePageDown: "Bild↓"
    case .keyNameHome: "Pos1"
    case .keyNameEnd: "Ende"
    case .keyNameControl: "Strg"
    case .optionStore: "wo der Shop liegt: sqlite:PFAD oder postgresql://…; sonst die JSON-Dateien"
    case .optionShop: "der Shop, wenn der Speicher mehrere enthält"
    case .optionUser: "die Person, die einkauft, in einer Datenbank; sonst der Anmeldename"
    case .usageEmptyPath: "{option} braucht einen Pfad, bekam aber einen leeren"
    case .usageEmptyName: "{option} braucht einen Namen, bekam aber einen leeren"
    case .usageBlankName:
      "{option} braucht einen Namen, bekam aber nur Zeichen, die nicht zu sehen sind, etwa Leerzeichen oder einen Akzent allein"
    case .usageInvisibleInName:
      "{option} darf kein Zeichen enthalten, das nicht oder wie ein anderes zu sehen ist, etwa ein Leerzeichen ohne Breite oder ein geschütztes Leerzeichen: eine Liste könnte den Namen nicht von einem anderen unterscheiden"
    case .usageLongName:
      "Der Name für {option} darf höchstens {limit} Zeichen lang sein"
    case .usageControlInName:
      "{option} darf kein Steuerzeichen enthalten, etwa einen Tabulator oder ein Escape-Zeichen"
    case .usageBadStore:
      "„{value}“ ist kein Speicher: gib sqlite:PFAD oder eine postgresql://-URI an"
    case .usageCatalogueWithStore:
      "--catalogue gilt nur für die JSON-Dateien; eine Datenbank hält ihren Katalog selbst, geladen mit „tasch store load“"
    case .usageStateWithStore:
      "--state gilt nur für die JSON-Dateien; eine Datenbank hält Wunschliste, Bewertungen und Bestellungen jedes Kunden selbst"
    case .usageShopNotPicked: "der Speicher enthält mehrere Shops, wähle einen mit --shop: {shops}"
    case .usageUnknownShop: "der Speicher enthält keinen Shop „{shop}“; er enthält: {shops}"
    case .usageBadLink: "„{value}“ ist kein Link, den tasch öffnet: {reason}; versuche {links}"
    case .linkNotALink: "ein Link beginnt mit tasch://"
    case .linkWrongScheme: "er beginnt mit {scheme}://, nicht mit tasch://"
    case .linkUnknownPlace: "der Shop hat keinen Ort „{place}“"
    case .linkUnexpectedPath: "dieser Ort nimmt keinen Pfad „{path}“"
    case .linkMissingProductID: "die Produkt-ID fehlt nach tasch://product/"
    case .linkUnexpectedQuery: "nur tasch://products nimmt Parameter"
    case .linkUnexpectedFragment: "ein Link zum Shop hat keinen #-Teil"
    case .linkUnknownParameter: "tasch://products nimmt keinen Parameter „{name}“"
    case .linkRepeatedParameter: "der Parameter „{name}“ ist zweimal angegeben"
    case .linkMissingValue: "der Parameter „{name}“ braucht einen Wert: {name}=…"
    case .linkUnexpectedValue: "„{name}={value}“ gibt {name} einen Wert, und es nimmt keinen"
    case .linkBadSort: "„sort={value}“ ist keine Sortierung: nimm {sorts}"
    case .linkBadPercentEncoding:
      "„{text}“ hat ein % ohne zwei Hexadezimalziffern danach, oder Bytes, die kein UTF-8 sind"
    case .abstractOrders:
      "Die in diesem Shop aufgegebenen Bestellungen auflisten, die neuesten zuerst."
    case .abstractUndo: "Die neueste Änderung an Wunschliste oder Bewertungen zurücknehmen."
    case .abstractRedo: "Die zuletzt zurückgenommene Änderung wiederherstellen."
    case .abstractHistory:
      "Die Änderungen auflisten, die sich zurücknehmen lassen, die neuesten zuerst."
    case .columnOrder: "Bestellung"
    case .columnDate: "Datum"
    case .columnItems: "Artikel"
    case .columnTotal: "Summe"
    case .columnDiscount: "Rabatt"
    case .undoneMark: "zurückgenommen"
    case .keySearch:
      "Beim Tippen suchen, jedes Wort in beliebiger Reihenfolge; Enter behält die Suche, Esc löscht sie"
    case .keyClearSearch: "Die Suche löschen"
    case .noMatchClearSearch: "Esc löscht die Suche."
    case .keySort:
      "Nacheinander nach Name, Preis, Bewertung, Bestand und wieder wie im Katalog sortieren"
    case .keyReverse: "Die Sortierung umkehren"
    case .keyInStock: "Nur Vorrätiges zeigen, oder wieder alles"
    case .keyUndo: "Die letzte Änderung an Wunschliste oder Bewertungen zurücknehmen"
    case .keyRedo: "Die zuletzt zurückgenommene Änderung wiederherstellen"
    case .hintSearch: "suchen"
    case .hintSort: "sortieren"
    case .hintUndo: "rückgängig"
    case .searchPrompt: "Suche: "
    case .codePrompt: "Code: "
    case .keyNameSpace: "Leertaste"
    case .helpExamples: "Beispiele:"
    case .abstractCompletionIDs:
      "Die Produktnummern und Namen ausgeben, die ein Vervollständigungsskript anbietet, aus dem Katalog oder der Wunschliste."
    case .exampleCheapest: "Die fünf günstigsten Produkte."
    case .exampleAddTwo: "Die Produkte 3 und 7 auf deine Wunschliste setzen."
    case .exampleCartInGerman: "Der Warenkorb auf Deutsch, die Beträge im deutschen Format."
    case .exampleSearchSorted: "Produkte aus Leder, die günstigsten zuerst."
    case .exampleSecondPage: "Die zweite Seite mit je zehn vorrätigen Produkten."
    case .exampleBestRatedJSON: "Alle Produkte, die bestbewerteten zuerst, als JSON für ein Skript."
    case .exampleProduct: "Produkt 3 im Detail."
    case .exampleProductJSON: "Produkt 3 als JSON, mit Farben und Maßen."
    case .exampleWishList: "Deine Wunschliste mit Gesamtsumme."
    case .exampleRemoveOne: "Produkt 2 von deiner Wunschliste entfernen."
    case .exampleAddJSON:
      "Produkt 5 hinzufügen und das Ergebnis samt Wunschliste als JSON ausgeben."
    case .exampleRemoveTwo: "Die Produkte 2 und 3 von deiner Wunschliste entfernen."
    case .exampleSetZero: "Produkt 4 von deiner Wunschliste nehmen."
    case .exampleSetQuantity: "Drei von Produkt 4 haben wollen."
    case .exampleAddQuantity:
      "Zwei von Produkt 4 hinzufügen, oder seine Zeile auf zwei setzen, wenn es da ist."
    case .exampleRate: "Produkt 3 mit vier Sternen bewerten."
    case .exampleClearRating: "Deine Bewertung von Produkt 3 löschen."
    case .exampleCart: "Deine Wunschliste mit Preisen: Zwischensumme, Versand und Gesamt."
    case .exampleCartJSON: "Der Warenkorb als JSON, jeder Betrag auch in kleinsten Einheiten."
    case .exampleCartCode:
      "Der Warenkorb mit dem Code WELCOME10 abgezogen, oder warum das nicht geht."
    case .exampleCheckout:
      "Zeigen, was bestellt würde und was es kostet, dann vor dem Bestellen fragen."
    case .exampleCheckoutJSON: "Ohne Rückfrage bestellen und die Bestellung als JSON ausgeben."
    case .exampleCheckoutCode:
      "Mit dem Code WELCOME10 bestellen; ein nicht einlösbarer Code bestellt nichts."
    case .exampleOrders: "Deine Bestellungen in diesem Shop, die neuesten zuerst."
    case .exampleOrdersJSON: "Die Bestellungen als JSON, mit Artikeln und Summen."
    case .exampleOrdersPage: "Die zehn Bestellungen vor den zehn neuesten."
    case .exampleUndo: "Deine letzte Änderung an Wunschliste oder Bewertungen zurücknehmen."
    case .exampleUndoJSON: "Sie zurücknehmen und als JSON ausgeben, was zurückgenommen wurde."
    case .exampleRedo: "Die zuletzt zurückgenommene Änderung wiederherstellen."
    case .exampleRedoJSON:
      "Sie wiederherstellen und als JSON ausgeben, was wiederhergestellt wurde."
    case .exampleHistory: "Die Änderungen, die sich zurücknehmen lassen, die neuesten zuerst."
    case .exampleHistoryJSON: "Dieselben Änderungen als JSON, für ein Skript."
    case .exampleHelp: "Was tasch tut, mit seinen Befehlen und Optionen."
    case .exampleHelpCommand: "Wie du Produkte auf deine Wunschliste setzt."
    case .exampleCompletionBash:
      "Befehle und Produktnummern von tasch in dieser bash-Sitzung vervollständigen."
    case .exampleCompletionZsh: "Dasselbe in dieser zsh-Sitzung."
    case .exampleCompletionFish: "Dasselbe ab jetzt in jeder fish-Sitzung."
    case .abstractStore:
      "Einen Datenbankspeicher verwalten: Kataloge hineinladen, der Kundschaft Tokens geben."
    case .abstractStoreLoad:
      "Einen Katalog in den mit --store angegebenen Speicher laden: seine Produkte und Bestände ersetzen die des Shops; Wunschlisten, Bewertungen und Bestellungen der Kundschaft bleiben."
    case .usageStoreNeeded:
      "store load braucht --store: sqlite:PFAD oder eine postgresql://-URI, in die geladen wird"
    case .usageShopWithLoad:
      "store load nimmt kein --shop: der Shop ist der „shop“-Name des Katalogs, sonst der Name seiner Datei ohne .json"
    case .usageUserWithLoad:
      "store load nimmt kein --user: es lädt den Katalog des Shops, den alle Kunden teilen"
    case .usageUserWithShopperTokens:
      "store shopper nimmt kein --user: add und revoke nennen ihren Kunden als NAME, und list zeigt alle"
    case .usageUserWithServe:
      "serve nimmt bei einem Datenbank-Store kein --user: das Token jeder Anfrage sagt, wessen Daten sie betrifft"
    case .usageNoJSONForm: "{command} nimmt kein --json: es schreibt Text, kein JSON-Dokument"
    case .usageUserWithFiles:
      "--user wählt einen Kunden in einem Datenbankspeicher (--store); die JSON-Dateien halten die Daten eines einzigen Kunden, und --state wählt eine andere Datei"
    case .storeLoaded: "{products} als Shop {shop} in {store} geladen."
    case .storeSearchesEveryProduct:
      "eine Textsuche liest jedes Produkt dieses Speichers, da er keinen Textindex hat: {reason}"
    case .exampleStoreLoadSQLite:
      "Einen Katalog in eine SQLite-Datei laden, die bei Bedarf angelegt wird."
    case .exampleStoreLoadPostgreSQL: "Ihn stattdessen in eine PostgreSQL-Datenbank laden."
    case .exampleStoreLoadAgain:
      "Eine neue Fassung laden: Produkte und Bestand werden ersetzt, die Daten der Kundschaft bleiben."
    case .abstractStoreShopper:
      "Der Kundschaft eines Datenbankspeichers Tokens für tasch serve geben, sie auflisten, sie widerrufen."
    case .abstractStoreShopperAdd:
      "Ein Token für den Kunden NAME erzeugen und einmalig ausgeben: tasch serve handelt bei jeder Anfrage, die es trägt, für NAME."
    case .abstractStoreShopperList:
      "Die Kunden mit Token auflisten, und wann jedes erzeugt wurde; nie die Tokens selbst."
    case .abstractStoreShopperRevoke:
      "Das Token von NAME widerrufen: tasch serve weist Anfragen, die es tragen, von nun an ab."
    case .exampleStoreShopperAdd:
      "Ann ein Token geben, in einer Shell-Variablen für curl aufbewahrt."
    case .exampleStoreShopperList: "Wer im Shop tasch ein Token hat, als JSON."
    case .exampleStoreShopperRevoke: "Das Token von ann zurücknehmen, wenn es verloren ging."
    case .usageTokensNeedDatabase:
      "store shopper braucht --store: Tokens gibt es nur in Datenbankspeichern; mit den JSON-Dateien handelt tasch serve für den einen lokalen Kunden und braucht keine"
    case .storeShopperTokenShownOnce:
      "Mit diesem Token handeln Anfragen an tasch serve für {name} im Shop {shop}: sende es als Authorization: Bearer TOKEN. Es wird nur dieses eine Mal gezeigt."
    case .storeShopperTokenHeld: "{name} hat im Shop {shop} schon ein Token."
    case .storeShopperTokenHeldRecovery:
      "Widerrufe es zuerst mit tasch store shopper revoke {name}, dann füge {name} erneut hinzu."
    case .storeShopperTokenTakenBack:
      "das Token von {name} konnte nicht auf die Standardausgabe geschrieben werden und wurde darum zurückgenommen: {name} hat im Shop {shop} kein Token; führe den Befehl dort noch einmal aus, wo seine Ausgabe geschrieben werden kann"
    case .storeShopperNoToken: "{name} hat im Shop {shop} kein Token."
    case .storeShopperNoTokenRecovery: "Wer eines hat, zeigt tasch store shopper list."
    case .storeShopperRevoked:
      "Das Token von {name} im Shop {shop} ist widerrufen: tasch serve weist Anfragen, die es tragen, von nun an ab."
    case .storeShopperNoneHold: "Niemand im Shop {shop} hat ein Token."
    case .columnShopper: "Kunde"
    case .columnTokenMade: "Token erzeugt"
    case .abstractSimulation:
      "Die Simulationsvorgaben auflisten und zeigen, aus denen --simulation wählt."
    case .abstractSimulationList: "Jede Simulationsvorgabe mit ihren Optionen auflisten."
    case .abstractSimulationShow: "Eine Simulationsvorgabe zeigen."
    case .exampleSimulationList: "Jede Vorgabe, eingebaut oder eigene."
    case .exampleSimulationShow: "Was die Vorgabe flaky simuliert."
    case .exampleSimulationUse: "Jede Vorgabe, in eine Datei geschrieben."
    case .exampleSimulationOverride: "Was die Vorgabe offline simuliert."
    case .abstractServe:
      "Den Shop über HTTP anbieten: dieselben Vorgänge und --json-Dokumente, für andere Programme."
    case .optionSimulationControl:
      "Clients die Simulation lesen und ändern lassen: /api/simulation und der Header Tasch-Simulate"
    case .optionListen:
      "Auf HOST:PORT lauschen (Standard 127.0.0.1:8080; Port 0 wählt einen freien Port)"
    case .exampleServe: "Den Shop unter http://127.0.0.1:8080/ anbieten."
    case .exampleServeFreePort:
      "Auf einem freien Port (die erste Zeile sagt, wo) die Vorgabe flaky, die Test-Clients ändern oder für eine Anfrage ersetzen dürfen."
    case .exampleServeDatabase:
      "Einen Datenbankspeicher auf allen Adressen dieses Rechners anbieten."
    case .usageBadListen: "--listen „{value}“ ist nicht HOST:PORT: {reason}"
    case .usageListenNotHostAndPort:
      "schreibe es wie 127.0.0.1:8080, [::1]:8080 oder localhost:8080"
    case .usageListenBadHost:
      "der Host muss eine IPv4-Adresse, eine IPv6-Adresse in eckigen Klammern oder localhost sein"
    case .usageListenBadPort:
      "der Port muss eine Zahl von 0 bis 65535 sein"
    case .usageListenNotLoopback:
      "--listen „{value}“ ist keine Loopback-Adresse: mit den JSON-Dateien handelt der Server für den einen lokalen Kunden und lauscht nur, wo kein anderer Rechner ihn erreicht (127.0.0.1, [::1] oder localhost)"
    case .serveCannotListen: "kann nicht auf {address} lauschen: {reason}"
    case .abstractOpen: "Den Shop dort öffnen, wohin ein tasch://-Link führt."
    case .helpOnHome: "Auf der Startseite"
    case .helpOnProduct: "Bei einem Produkt"
    case .helpOnHomeAndProduct: "Auf der Startseite und bei einem Produkt"
    case .helpEverywhere: "Überall"
    case .hintScroll: "blättern"
    case .checkoutOrderable: "Bestellbar sind:"
    case .checkoutRemoveUnavailableShort: "Entfernen, weiter"
    case .checkoutRemoveUnavailableOnlyShort: "Entfernen"
    case .checkoutTooLarge:
      "Diese Bestellung ist nicht möglich: Die Summe ist zu groß, um sie zu berechnen."
    case .exampleOpenProduct: "Den Shop bei Produkt 3 öffnen."
    case .exampleOpenCheckout: "Den Shop mit offenem Bestelldialog öffnen."
    case .exampleOpenJSON: "In einem Skript: was tasch wishlist --json ausgibt."
    case .usageBadPath: "{option} kann keine Datei benennen: {reason}"
    case .usageBadDefaultState:
      "{path}, wo tasch deinen Zustand ablegt, wenn kein --state angegeben ist, kann keine Datei benennen: {reason}"
    case .badDefaultStateRecovery:
      "Verschiebe {path} oder nenne mit --state oder TASCH_STATE eine andere Zustandsdatei."
    case .doneThoughNotWritten:
      "dies wurde trotzdem getan, auch wenn die Standardausgabe es nicht aufnahm: {done}"
    case .outputNotWritten: "kann nicht auf die Standardausgabe schreiben: {reason}"
    case .interruptedBeforeFinishing: "Vor dem Ende des Befehls unterbrochen."
    case .interruptedRecovery: "Es wurde nichts geändert: Führe ihn erneut aus."
    case .outputDiskFull: "der Datenträger ist voll"
    case .outputNotOpen: "sie ist nicht zum Schreiben geöffnet"
    case .outputReaderGone: "nichts liest sie"
    case .startupNotUTF8:
      "{source} ist kein gültiges UTF-8: tasch liest Namen und Text nur in UTF-8, damit es nie eine Datei, einen Ordner oder einen Kunden für einen anderen hält"
    case .startupNotUTF8Recovery:
      "Verwende UTF-8: Wandle den Text um (iconv) oder benenne die Datei um (convmv)."
    case .startupOptionValue:
      "der Wert von {option}"
    case .startupArgument:
      "Argument {position}"
    case .startupVariable:
      "die Umgebungsvariable {name}"
    case .startupTooFewDescriptors:
      "zu wenige Dateideskriptoren sind frei: tasch braucht {needed}, und die Grenze (ulimit -n {limit}) lässt nur {free} frei"
    case .startupTooFewDescriptorsRecovery:
      "Erhöhe die Grenze mit ulimit -n und führe den Befehl erneut aus."
    case .optionConfig:
      "deine Konfigurationsdatei; standardmäßig $XDG_CONFIG_HOME/tasch/config.json"
    case .environmentConfig: "der Ordner deiner Konfigurationsdatei und Simulationsvorgaben"
    case .abstractConfig: "Deine Einstellungen zeigen, und woher jede kommt."
    case .abstractConfigShow: "Jede geltende Einstellung zeigen, und woher sie kommt."
    case .exampleConfigShow:
      "Jede Einstellung, und ob eine Option, eine Variable, deine Konfigurationsdatei oder der Standard sie setzt."
    case .exampleConfigShowJSON: "Dasselbe, als ein JSON-Dokument."
    case .usageBadConfig: "die Konfigurationsdatei {file} ist nicht nutzbar: {problem}"
    case .configMissing: "diese Datei gibt es nicht"
    case .configUnreadable: "sie ist nicht lesbar: {reason}"
    case .configNotAFile: "sie ist keine gewöhnliche Datei"
    case .configTooLarge: "sie ist größer als {limit} Bytes"
    case .configNotJSON: "sie ist kein JSON: Zeile {line}, Spalte {column}: {reason}"
    case .configNotAnObject: "sie sollte ein Objekt von Einstellungen sein, etwa {example}"
    case .configUnknownSetting: "„{key}“ ist keine Einstellung; die Einstellungen sind {settings}"
    case .configWrongKind: "„{key}“ sollte {kind} sein"
    case .configKindText: "Text in doppelten Anführungszeichen"
    case .configKindPath: "ein absoluter Pfad in doppelten Anführungszeichen"
    case .configKindFlag: "true oder false"
    case .configKindNumber: "eine ganze Zahl"
    case .configBadValue: "„{key}“: {problem}"
    case .configKeysNotAnObject:
      "„keys“ sollte ein Objekt von Aktionen und ihren Tasten sein, etwa {example}"
    case .configUnknownAction:
      "„keys“: „{action}“ ist keine Aktion des Ladens; die Aktionen sind {actions}"
    case .configFixedAction: "„keys“: die Tasten von „{action}“ lassen sich nicht ändern"
    case .configKeysNotKeys:
      "„keys.{action}“ sollte eine Taste oder eine Liste von Tasten sein, etwa {example}"
    case .configNoKeys: "„keys.{action}“ braucht mindestens eine Taste"
    case .configKeySentAsAnother:
      "„keys.{action}“: „{key}“ kommt im Shop als {same} an, das Terminals dafür senden; gib {same} an oder eine andere Taste"
    case .configUnknownKey:
      "„keys.{action}“: „{key}“ ist keine Taste; gib ein Zeichen an, einen Namen wie enter, page-down oder space, oder ctrl- und einen Buchstaben"
    case .configKeyCollision: "„keys.{action}“: „{key}“ macht schon „{other}“, wo „{action}“ gilt"
    case .configShowFile: "Konfigurationsdatei: {file}"
    case .configShowFileAbsent: "Konfigurationsdatei: {file} (nicht vorhanden)"
    case .configShowNoFile:
      "Konfigurationsdatei: keine (weder XDG_CONFIG_HOME noch HOME ist ein absoluter Ordner)"
    case .columnSetting: "Einstellung"
    case .columnValue: "Wert"
    case .columnFrom: "Herkunft"
    case .originFlag: "Option {option}"
    case .originEnvironment: "Umgebung {variable}"
    case .originConfig: "Konfigurationsdatei"
    case .originDefault: "Standard"
    case .valueNone: "keiner"
    }
  }
}
