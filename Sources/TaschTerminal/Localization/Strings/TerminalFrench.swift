// swift-format-ignore-file: Tables read best one entry per line, however long.

/// French, addressing the shopper with "vous"; a no-break space before ":", "?" and "!", as
/// French typography asks.
enum TerminalFrench: TerminalStringTable {
  static func text(_ key: TerminalText) -> String {
    switch key {
    case .helpUsage: "Utilisation\u{A0}:"
    case .helpCommands: "Commandes\u{A0}:"
    case .helpOptions: "Options\u{A0}:"
    case .helpGlobalOptions: "Options générales\u{A0}:"
    case .helpEnvironment: "Environnement\u{A0}:"
    case .helpExitStatus: "Code de sortie\u{A0}:"
    case .helpMore: "Pour en savoir plus sur une commande\u{A0}: «\u{A0}tasch help COMMAND\u{A0}»."
    case .exitSuccess: "succès"
    case .exitFailure:
      "l’opération a échoué\u{A0}: erreur de données, panne simulée, introuvable, épuisé, fichier corrompu, sortie impossible à écrire"
    case .exitUsage: "erreur d’utilisation\u{A0}: commande ou option inconnue, argument incorrect"
    case .exitInterrupted: "interrompu"
    case .exitTerminated: "arrêté par SIGTERM ou par la fermeture de son terminal"
    case .environmentLocale: "langue et format monétaire, après --locale et TASCH_LOCALE"
    case .environmentColor:
      "désactivent la couleur, ou l’activent pour les tubes et les fichiers\u{A0}; NO_COLOR l’emporte"
    case .environmentData: "le dossier de votre fichier d’état"
    case .environmentPager:
      "le paginateur des longues sorties sur un terminal (par défaut less -FIRX)\u{A0}; vide pour aucun"
    case .abstractTasch:
      "Une boutique avec catalogue et liste d’envies. Sans commande\u{A0}: la boutique interactive dans un terminal, un résumé ailleurs."
    case .abstractProducts: "Lister les produits, filtrés, triés, page par page."
    case .abstractProduct: "Afficher un produit en détail."
    case .abstractWishList: "Afficher votre liste d’envies et son total."
    case .abstractWishListAdd: "Ajouter des produits à votre liste d’envies."
    case .abstractWishListRemove: "Retirer des produits de votre liste d’envies."
    case .abstractWishListSet: "Choisir combien d’un produit votre liste d’envies demande."
    case .abstractRate: "Noter un produit de 1 à 5 étoiles, ou effacer votre note."
    case .abstractCart: "Afficher le panier\u{A0}: sous-total, livraison et total."
    case .abstractCheckout: "Commander tout le panier."
    case .abstractHelp: "Afficher l’aide de tasch ou de l’une de ses commandes."
    case .abstractCompletion: "Afficher un script de complétion pour bash, zsh ou fish."
    case .optionSearch:
      "seulement les produits dont le nom ou la description courte contient chaque mot de TEXT, dans n’importe quel ordre, sans tenir compte de la casse ni des accents"
    case .optionSort:
      "trier par nom (de A à Z), prix (le moins cher d’abord), note (la meilleure d’abord) ou stock (le plus grand d’abord)"
    case .optionReverse: "dans l’ordre inverse"
    case .optionInStock: "seulement les produits en stock"
    case .optionLimit: "lister au plus N produits"
    case .optionOffset: "sauter les N premiers produits"
    case .optionOrdersLimit: "lister au plus N commandes"
    case .optionOrdersOffset: "sauter les N commandes les plus récentes"
    case .optionClear: "effacer votre note"
    case .optionQuantity:
      "combien en demander, de 1 à 99\u{A0}: un produit déjà sur la liste passe à ce nombre"
    case .optionYes: "commander sans confirmation\u{A0}; nécessaire sans terminal pour la demander"
    case .optionCode: "appliquer au panier le code promo CODE, un seul à la fois"
    case .optionCatalogue: "le fichier du catalogue\u{A0}; par défaut celui intégré à tasch"
    case .optionState: "votre fichier d’état\u{A0}; par défaut $XDG_DATA_HOME/tasch/state.json"
    case .optionLocale: "langue et format monétaire, par exemple fr_FR"
    case .optionTheme: "couleurs\u{A0}: auto (selon le fond du terminal), light, dark ou plain"
    case .optionNoColor: "pas de couleur"
    case .optionNoPager: "pas de paginateur, quelle que soit la longueur de la sortie"
    case .optionNoMouse:
      "laisser la souris à la sélection du terminal\u{A0}: ni clic ni défilement dans la boutique"
    case .optionJSON: "écrire un document JSON sur la sortie standard"
    case .optionLatency:
      "latence simulée\u{A0}: 800ms, catalogue=2s,cart=300ms, 800ms~200ms, lognormal:200ms:2s"
    case .optionFail:
      "pannes simulées, OPÉRATION[=MOTIF][:GENRE]\u{A0}: motifs always, once, 3x, 30%, every:3, after:2, for:30s\u{A0}; genres offline, timeout, decoding, not-found, out-of-stock, cart-changed, storage, unavailable, empty"
    case .optionSimulation:
      "une simulation nommée, fournie ou la vôtre (tasch simulation list)\u{A0}; --latency et --fail la précisent"
    case .optionSeed: "la graine du hasard simulé, pour rejouer une exécution"
    case .optionHelp: "afficher cette aide"
    case .optionVersion: "afficher la version"
    case .usageUnknownCommand: "commande inconnue «\u{A0}{name}\u{A0}»"
    case .usageUnknownOption: "option inconnue «\u{A0}{name}\u{A0}»"
    case .usageDidYouMean: "vouliez-vous dire «\u{A0}{suggestion}\u{A0}»\u{A0}?"
    case .usageMissingValue: "{option} demande une valeur"
    case .usageUnexpectedValue: "{option} ne prend pas de valeur"
    case .usageUnexpectedArgument: "argument inattendu «\u{A0}{value}\u{A0}»"
    case .usageMissingArgument: "{name} manque"
    case .usageBadProductID:
      "«\u{A0}{value}\u{A0}» n’est pas un identifiant de produit\u{A0}: les identifiants sont des nombres entiers supérieurs à 0"
    case .usageProductIDTooLarge:
      "«\u{A0}{value}\u{A0}» est trop grand pour un identifiant de produit\u{A0}: les identifiants vont jusqu’à {largest}"
    case .usageCountTooLarge:
      "«\u{A0}{value}\u{A0}» ne convient pas à {option}\u{A0}: le plus grand nombre accepté est {largest}"
    case .usageBadStars: "«\u{A0}{value}\u{A0}» n’est pas une note\u{A0}: donnez de 1 à 5 étoiles"
    case .usageBadQuantity:
      "«\u{A0}{value}\u{A0}» n’est pas une quantité\u{A0}: donnez un nombre entier de {minimum} à {maximum}"
    case .usageStarsAndClear: "donnez STARS ou --clear, pas les deux"
    case .usageBadChoice:
      "«\u{A0}{value}\u{A0}» n’est pas un choix pour {option}\u{A0}: utilisez {choices}"
    case .usageBadCount:
      "«\u{A0}{value}\u{A0}» ne convient pas à {option}\u{A0}: donnez un nombre entier d’au moins {minimum}"
    case .usageBadLocale: "«\u{A0}{value}\u{A0}» n’est pas une locale comme fr_FR"
    case .usageBadSeed:
      "«\u{A0}{value}\u{A0}» n’est pas une graine\u{A0}: donnez un nombre entier de 0 à 18446744073709551615"
    case .usageBadSpec: "{option} non valide\u{A0}: {reason}"
    case .usageUnknownPreset:
      "aucune simulation ne s’appelle «\u{A0}{name}\u{A0}»\u{A0}; les préréglages sont\u{A0}: {presets}"
    case .usageBadPreset: "le préréglage de simulation {file} est inutilisable\u{A0}: {reason}"
    case .usageNeedsConfirmation:
      "la commande demande une confirmation et aucun terminal ne permet de la demander\u{A0}: ajoutez --yes pour commander sans confirmation"
    case .usageFromVariable: "{variable}\u{A0}: {problem}"
    case .usageSeeHelp: "L’utilisation est décrite par «\u{A0}{command} --help\u{A0}»."
    case .noStatePlace:
      "ni HOME, ni XDG_DATA_HOME, ni TASCH_STATE n’indique où garder votre état"
    case .noStatePlaceRecovery: "Définissez HOME, XDG_DATA_HOME ou TASCH_STATE."
    case .usageMendFile: "Corrigez {file} ou déplacez-le."
    case .usageNameAnExistingConfig:
      "Indiquez un fichier de configuration qui existe avec --config ou TASCH_CONFIG, ou supprimez TASCH_CONFIG."
    case .confirmPrompt: "{question} [o/N] "
    case .yesAnswers: "o oui y yes"
    case .checkoutCancelled: "Rien n’a été commandé."
    case .replaySeed:
      "Les pannes ont été tirées au hasard avec la graine {seed}\u{A0}: ajoutez --seed {seed} pour rejouer cette exécution."
    case .columnID: "ID"
    case .columnName: "Nom"
    case .columnPrice: "Prix"
    case .columnRating: "Note"
    case .columnStock: "Stock"
    case .hintMove: "déplacer"
    case .hintSwitch: "changer de liste"
    case .hintOpen: "ouvrir"
    case .hintRemove: "retirer"
    case .hintCheckOut: "commander"
    case .hintSimulate: "simuler"
    case .hintHelp: "aide"
    case .hintQuit: "quitter"
    case .hintBack: "retour"
    case .hintRate: "noter"
    case .hintWishList: "liste d’envies"
    case .hintNextPrevious: "suivant/précédent"
    case .hintFailure: "panne"
    case .hintLatency: "latence"
    case .hintSeed: "nouvelle graine"
    case .hintKind: "type"
    case .hintApplyPreset: "appliquer le préréglage"
    case .hintReset: "réinitialiser"
    case .helpInDialog: "Dans une boîte de dialogue"
    case .keyDialogMove: "Passer d’un bouton de la boîte de dialogue à l’autre"
    case .keyYesNo: "Répondre oui ou non à la question de la boîte de dialogue"
    case .keyDialogLetter: "Choisir le bouton dont la lettre est soulignée"
    case .hintChoose: "choisir"
    case .hintCancel: "annuler"
    case .hintYesNo: "oui/non"
    case .hintFilter: "filtrer"
    case .hintKeep: "garder"
    case .hintClear: "effacer"
    case .helpFilterPrompt: "Filtre\u{A0}: "
    case .helpNoMatch:
      "Aucune touche ne correspond à «\u{A0}{filter}\u{A0}». Échap efface le filtre."
    case .scrollMore: "{count} de plus"
    case .helpKeysTitle: "Touches"
    case .keyMove: "Déplacer le curseur"
    case .keyPage: "Avancer ou reculer d’une page, ou aller au premier ou au dernier"
    case .keySwitch: "Passer du catalogue à la liste d’envies"
    case .keyOpen: "Ouvrir le produit sous le curseur"
    case .keyRemove: "Retirer l’article sous le curseur de la liste d’envies"
    case .keyQuantity:
      "Un de plus ou un de moins de l’article dans la liste d’envies\u{A0}; à zéro, il en sort"
    case .keyCode: "Saisir un code promo pour le panier\u{A0}; vide, il est retiré"
    case .keyCheckOut: "Passer la commande"
    case .keyWishList: "Ajouter le produit à la liste d’envies, ou l’en retirer"
    case .keyRateStars: "Noter le produit de 1 à 5 étoiles"
    case .keyRateStep: "Baisser ou monter votre note"
    case .keyNextPrevious: "Produit suivant ou précédent"
    case .keyReload: "Recharger après une erreur"
    case .keySimulate: "Simuler des chargements lents ou en panne"
    case .keyHelp: "Afficher ces touches"
    case .keyBack: "Revenir, ou annuler une boîte de dialogue"
    case .keyConfirm: "Choisir le bouton qui a le focus"
    case .keyQuit: "Quitter"
    case .keySuspend: "Suspendre\u{A0}; fg ramène la boutique"
    case .simulationTitle: "Simulation"
    case .simulationOperation: "Opération"
    case .simulationFailure: "Panne"
    case .simulationLatency: "Latence"
    case .simulationSeed: "Graine"
    case .quitOnceSaved:
      "Enregistrement… la boutique se ferme une fois enregistré\u{A0}; {key} de nouveau quitte tout de suite."
    case .noPageNoLongerSold:
      "{name} n’est plus vendu et n’a donc plus de page\u{A0}; {key} le retire de votre liste d’envies."
    case .simulationUnavailable: "Cette boutique n’a pas de simulation."
    case .simulationKind: "Type"
    case .simulationPreset: "Préréglage"
    case .simulationOptions: "En options"
    case .terminalTooSmall:
      "Le terminal est trop petit pour la boutique\u{A0}: il faut au moins 40\u{A0}×\u{A0}12."
    case .terminalTooSmallQuit: "Appuyez sur {key} pour quitter."
    case .rateHint: "← → ou 1–5"
    case .keyNameEnter: "Entrée"
    case .keyNameBackspace: "Retour arrière"
    case .keyNameDelete: "Suppr"
    case .keyNamePageUp: "Pg.Préc"
    case .keyNamePageDown: "Pg.Suiv"
    case .keyNameHome: "Début"
    case .keyNameEnd: "Fin"
    case .keyNameControl: "Ctrl"
    case .optionStore:
      "où vit la boutique\u{A0}: sqlite:CHEMIN ou postgresql://…\u{A0}; par défaut les fichiers JSON"
    case .optionShop: "la boutique, dans un stockage qui en contient plusieurs"
    case .optionUser: "l’acheteur, dans une base de données\u{A0}; par défaut le nom de connexion"
    case .usageEmptyPath: "{option} attend un chemin et en a reçu un vide"
    case .usageEmptyName: "{option} attend un nom et en a reçu un vide"
    case .usageBlankName:
      "{option} attend un nom et n’a reçu que des caractères qui ne s’affichent pas, comme des espaces ou un accent seul"
    case .usageInvisibleInName:
      "{option} ne doit pas contenir de caractère qui ne s’affiche pas ou s’affiche comme un autre, comme une espace sans chasse ou insécable\u{A0}: une liste ne pourrait pas distinguer ce nom d’un autre"
    case .usageLongName:
      "{option} accepte un nom de {limit}\u{A0}caractères au plus"
    case .usageControlInName:
      "{option} ne doit pas contenir de caractère de contrôle, comme une tabulation ou un échappement"
    case .usageBadStore:
      "«\u{A0}{value}\u{A0}» n’est pas un stockage\u{A0}: indiquez sqlite:CHEMIN ou une URI postgresql://"
    case .usageCatalogueWithStore:
      "--catalogue ne vaut que pour les fichiers JSON\u{A0}; une base de données garde son catalogue, chargé avec «\u{A0}tasch store load\u{A0}»"
    case .usageStateWithStore:
      "--state ne vaut que pour les fichiers JSON\u{A0}; une base de données garde elle-même la liste d’envies, les notes et les commandes de chaque client"
    case .usageShopNotPicked:
      "le stockage contient plusieurs boutiques, choisissez-en une avec --shop\u{A0}: {shops}"
    case .usageUnknownShop:
      "le stockage ne contient pas de boutique «\u{A0}{shop}\u{A0}»\u{A0}; il contient\u{A0}: {shops}"
    case .usageBadLink:
      "«\u{A0}{value}\u{A0}» n’est pas un lien que tasch ouvre\u{A0}: {reason}\u{A0}; essayez {links}"
    case .linkNotALink: "un lien commence par tasch://"
    case .linkWrongScheme: "il commence par {scheme}://, pas par tasch://"
    case .linkUnknownPlace: "la boutique n’a pas de lieu «\u{A0}{place}\u{A0}»"
    case .linkUnexpectedPath: "ce lieu ne prend pas de chemin «\u{A0}{path}\u{A0}»"
    case .linkMissingProductID: "l’identifiant du produit manque après tasch://product/"
    case .linkUnexpectedQuery: "seul tasch://products prend des paramètres"
    case .linkUnexpectedFragment: "un lien vers la boutique n’a pas de partie #"
    case .linkUnknownParameter: "tasch://products ne prend pas de paramètre «\u{A0}{name}\u{A0}»"
    case .linkRepeatedParameter: "le paramètre «\u{A0}{name}\u{A0}» est donné deux fois"
    case .linkMissingValue: "le paramètre «\u{A0}{name}\u{A0}» demande une valeur\u{A0}: {name}=…"
    case .linkUnexpectedValue:
      "«\u{A0}{name}={value}\u{A0}» donne une valeur à {name}, qui n’en prend pas"
    case .linkBadSort: "«\u{A0}sort={value}\u{A0}» n’est pas un tri\u{A0}: utilisez {sorts}"
    case .linkBadPercentEncoding:
      "«\u{A0}{text}\u{A0}» a un % sans deux chiffres hexadécimaux après lui, ou des octets qui ne sont pas de l’UTF-8"
    case .abstractOrders:
      "Lister les commandes passées dans cette boutique, les plus récentes d’abord."
    case .abstractUndo: "Annuler la dernière modification de la liste d’envies ou des notes."
    case .abstractRedo: "Rétablir la dernière modification annulée."
    case .abstractHistory: "Lister les modifications qu’on peut annuler, les plus récentes d’abord."
    case .columnOrder: "Commande"
    case .columnDate: "Date"
    case .columnItems: "Articles"
    case .columnTotal: "Total"
    case .columnDiscount: "Remise"
    case .undoneMark: "annulé"
    case .keySearch:
      "Chercher en tapant, chaque mot dans n’importe quel ordre\u{A0}; Entrée garde la recherche, Échap l’efface"
    case .keyClearSearch: "Effacer la recherche"
    case .noMatchClearSearch: "Échap efface la recherche."
    case .keySort: "Trier tour à tour par nom, prix, note, stock, puis dans l’ordre du catalogue"
    case .keyReverse: "Inverser le tri"
    case .keyInStock: "Afficher seulement ce qui est en stock, ou tout à nouveau"
    case .keyUndo: "Annuler la dernière modification de la liste d’envies ou des notes"
    case .keyRedo: "Rétablir la dernière modification annulée"
    case .hintSearch: "chercher"
    case .hintSort: "trier"
    case .hintUndo: "annuler"
    case .searchPrompt: "Recherche\u{A0}: "
    case .codePrompt: "Code\u{A0}: "
    case .keyNameSpace: "Espace"
    case .helpExamples: "Exemples\u{A0}:"
    case .abstractCompletionIDs:
      "Afficher les numéros et les noms de produit qu’un script de complétion propose, du catalogue ou de la liste d’envies."
    case .exampleCheapest: "Les cinq produits les moins chers."
    case .exampleAddTwo: "Ajouter les produits 3 et 7 à votre liste d’envies."
    case .exampleCartInGerman: "Le panier en allemand, avec les montants au format allemand."
    case .exampleSearchSorted: "Les produits en cuir, les moins chers d’abord."
    case .exampleSecondPage: "La deuxième page de dix produits en stock."
    case .exampleBestRatedJSON:
      "Tous les produits, les mieux notés d’abord, en JSON pour un script."
    case .exampleProduct: "Le produit 3 en détail."
    case .exampleProductJSON: "Le produit 3 en JSON, avec ses couleurs et ses dimensions."
    case .exampleWishList: "Votre liste d’envies et son total."
    case .exampleRemoveOne: "Retirer le produit 2 de votre liste d’envies."
    case .exampleAddJSON:
      "Ajouter le produit 5, et afficher le résultat et la liste d’envies en JSON."
    case .exampleRemoveTwo: "Retirer les produits 2 et 3 de votre liste d’envies."
    case .exampleSetZero: "Retirer le produit 4 de votre liste d’envies."
    case .exampleSetQuantity: "Demander trois produits 4."
    case .exampleAddQuantity: "Ajouter deux produits 4, ou passer sa ligne à deux s’il y est déjà."
    case .exampleRate: "Donner quatre étoiles au produit 3."
    case .exampleClearRating: "Effacer votre note du produit 3."
    case .exampleCart: "Votre liste d’envies chiffrée\u{A0}: sous-total, livraison et total."
    case .exampleCartJSON: "Le panier en JSON, chaque montant aussi en unités mineures."
    case .exampleCartCode:
      "Le panier avec le code WELCOME10 déduit, ou pourquoi il ne peut pas l’être."
    case .exampleCheckout:
      "Montrer ce qui serait commandé et son total, puis demander avant de commander."
    case .exampleCheckoutJSON: "Commander sans confirmation, et afficher la commande en JSON."
    case .exampleCheckoutCode:
      "Commander avec le code WELCOME10\u{A0}; un code inutilisable ne commande rien."
    case .exampleOrders: "Les commandes passées dans cette boutique, les plus récentes d’abord."
    case .exampleOrdersJSON: "Les commandes en JSON, avec leurs articles et leurs totaux."
    case .exampleOrdersPage: "Les dix commandes qui précèdent les dix plus récentes."
    case .exampleUndo: "Annuler votre dernière modification de la liste d’envies ou des notes."
    case .exampleUndoJSON: "L’annuler, et afficher en JSON ce qui a été annulé."
    case .exampleRedo: "Rétablir la dernière modification annulée."
    case .exampleRedoJSON: "La rétablir, et afficher en JSON ce qui a été rétabli."
    case .exampleHistory: "Les modifications qu’on peut annuler, les plus récentes d’abord."
    case .exampleHistoryJSON: "Les mêmes modifications en JSON, pour un script."
    case .exampleHelp: "Ce que fait tasch, avec ses commandes et ses options."
    case .exampleHelpCommand: "Comment ajouter des produits à votre liste d’envies."
    case .exampleCompletionBash:
      "Compléter les commandes et les numéros de produit de tasch dans cette session bash."
    case .exampleCompletionZsh: "La même chose dans cette session zsh."
    case .exampleCompletionFish: "La même chose dans chaque session fish désormais."
    case .abstractStore:
      "Gérer un stockage en base de données\u{A0}: y charger des catalogues, donner des jetons à ses acheteurs."
    case .abstractStoreLoad:
      "Charger un catalogue dans le stockage indiqué par --store\u{A0}: ses produits et ses stocks remplacent ceux de la boutique\u{A0}; les listes d’envies, notes et commandes des acheteurs restent."
    case .usageStoreNeeded:
      "store load a besoin de --store\u{A0}: sqlite:CHEMIN ou une URI postgresql:// où charger"
    case .usageShopWithLoad:
      "store load ne prend pas --shop\u{A0}: la boutique est le nom «\u{A0}shop\u{A0}» du catalogue, sinon le nom de son fichier sans .json"
    case .usageUserWithLoad:
      "store load ne prend pas --user\u{A0}: il charge le catalogue de la boutique, commun à tous les clients"
    case .usageUserWithShopperTokens:
      "store shopper ne prend pas --user\u{A0}: add et revoke nomment leur client par NAME, et list les liste tous"
    case .usageUserWithServe:
      "serve ne prend pas --user avec une base de données\u{A0}: le jeton de chaque requête dit à qui sont les données"
    case .usageNoJSONForm:
      "{command} ne prend pas --json\u{A0}: il écrit du texte, pas un document JSON"
    case .usageUserWithFiles:
      "--user choisit un client dans un stockage en base de données (--store)\u{A0}; les fichiers JSON gardent les données d’un seul client, et --state en choisit un autre fichier"
    case .storeLoaded: "Boutique {shop} chargée dans {store}\u{A0}: {products}."
    case .storeSearchesEveryProduct:
      "une recherche de texte lira chaque produit de ce magasin, faute d’index du texte\u{A0}: {reason}"
    case .exampleStoreLoadSQLite: "Charger un catalogue dans un fichier SQLite, créé s’il manque."
    case .exampleStoreLoadPostgreSQL: "Le charger plutôt dans une base PostgreSQL."
    case .exampleStoreLoadAgain:
      "Charger une nouvelle version\u{A0}: produits et stocks remplacés, données des acheteurs gardées."
    case .abstractStoreShopper:
      "Donner aux acheteurs d’un stockage en base de données des jetons pour tasch serve, les lister, les révoquer."
    case .abstractStoreShopperAdd:
      "Créer un jeton pour l’acheteur NAME et l’afficher, cette seule fois\u{A0}: tasch serve agit pour NAME à chaque requête qui le porte."
    case .abstractStoreShopperList:
      "Lister les acheteurs qui ont un jeton, et quand chacun a été créé\u{A0}; jamais les jetons."
    case .abstractStoreShopperRevoke:
      "Révoquer le jeton de NAME\u{A0}: tasch serve refuse désormais les requêtes qui le portent."
    case .exampleStoreShopperAdd:
      "Donner un jeton à ann, gardé dans une variable du shell pour curl."
    case .exampleStoreShopperList: "Qui a un jeton dans la boutique tasch, en JSON."
    case .exampleStoreShopperRevoke: "Reprendre le jeton de ann, s’il a été perdu."
    case .usageTokensNeedDatabase:
      "store shopper a besoin de --store\u{A0}: les jetons sont pour les stockages en base de données\u{A0}; avec les fichiers JSON, tasch serve agit pour le seul client local et n’en a pas besoin"
    case .storeShopperTokenShownOnce:
      "Ce jeton permet aux requêtes à tasch serve d’agir pour {name} dans la boutique {shop}\u{A0}: envoyez-le comme Authorization: Bearer TOKEN. Il n’est affiché que cette fois."
    case .storeShopperTokenHeld: "{name} a déjà un jeton dans la boutique {shop}."
    case .storeShopperTokenHeldRecovery:
      "Révoquez-le d’abord avec tasch store shopper revoke {name}, puis ajoutez de nouveau {name}."
    case .storeShopperTokenTakenBack:
      "le jeton de {name} n’a pas pu être écrit sur la sortie standard, il a donc été repris\u{A0}: {name} n’a pas de jeton dans la boutique {shop}\u{A0}; relancez la commande là où sa sortie peut être écrite"
    case .storeShopperNoToken: "{name} n’a pas de jeton dans la boutique {shop}."
    case .storeShopperNoTokenRecovery: "tasch store shopper list montre qui en a un."
    case .storeShopperRevoked:
      "Le jeton de {name} dans la boutique {shop} est révoqué\u{A0}: tasch serve refuse désormais les requêtes qui le portent."
    case .storeShopperNoneHold: "Aucun acheteur de la boutique {shop} n’a de jeton."
    case .columnShopper: "Acheteur"
    case .columnTokenMade: "Jeton créé"
    case .abstractSimulation:
      "Lister et afficher les préréglages de simulation que --simulation choisit."
    case .abstractSimulationList: "Lister chaque préréglage de simulation, avec ses options."
    case .abstractSimulationShow: "Afficher un préréglage de simulation."
    case .exampleSimulationList: "Chaque préréglage, fourni ou le vôtre."
    case .exampleSimulationShow: "Ce que simule le préréglage flaky."
    case .exampleSimulationUse: "Chaque préréglage, écrit dans un fichier."
    case .exampleSimulationOverride: "Ce que simule le préréglage offline."
    case .abstractServe:
      "Servir la boutique en HTTP\u{A0}: les mêmes opérations et documents --json, pour d’autres programmes."
    case .optionSimulationControl:
      "laisser les clients lire et changer la simulation\u{A0}: /api/simulation et l’en-tête Tasch-Simulate"
    case .optionListen:
      "écouter sur HÔTE:PORT (par défaut 127.0.0.1:8080\u{A0}; le port 0 en choisit un libre)"
    case .exampleServe: "Servir la boutique sur http://127.0.0.1:8080/."
    case .exampleServeFreePort:
      "Sur un port libre (la première ligne dit où), le préréglage flaky, que les clients de test peuvent changer, ou remplacer pour une requête."
    case .exampleServeDatabase:
      "Servir un stockage en base de données sur toutes les adresses de cette machine."
    case .usageBadListen: "--listen «\u{A0}{value}\u{A0}» n’est pas HÔTE:PORT\u{A0}: {reason}"
    case .usageListenNotHostAndPort:
      "écrivez-le comme 127.0.0.1:8080, [::1]:8080 ou localhost:8080"
    case .usageListenBadHost:
      "l’hôte doit être une adresse IPv4, une adresse IPv6 entre crochets, ou localhost"
    case .usageListenBadPort:
      "le port doit être un nombre de 0 à 65535"
    case .usageListenNotLoopback:
      "--listen «\u{A0}{value}\u{A0}» n’est pas une adresse de bouclage\u{A0}: avec les fichiers JSON, le serveur agit pour le seul client local et n’écoute que là où aucune autre machine ne l’atteint (127.0.0.1, [::1] ou localhost)"
    case .serveCannotListen: "impossible d’écouter sur {address}\u{A0}: {reason}"
    case .abstractOpen: "Ouvrir la boutique là où mène un lien tasch://."
    case .helpOnHome: "Sur l’écran d’accueil"
    case .helpOnProduct: "Sur un produit"
    case .helpOnHomeAndProduct: "Sur l’écran d’accueil et sur un produit"
    case .helpEverywhere: "Partout"
    case .hintScroll: "défiler"
    case .checkoutOrderable: "Peuvent être commandés\u{A0}:"
    case .checkoutRemoveUnavailableShort: "Retirer et continuer"
    case .checkoutRemoveUnavailableOnlyShort: "Les retirer"
    case .checkoutTooLarge:
      "Cette commande ne peut pas être passée\u{A0}: son total est trop élevé pour être calculé."
    case .exampleOpenProduct: "Ouvrir la boutique sur le produit 3."
    case .exampleOpenCheckout: "Ouvrir la boutique avec la commande à confirmer."
    case .exampleOpenJSON: "Dans un script\u{A0}: ce qu’écrit tasch wishlist --json."
    case .usageBadPath: "{option} ne peut pas désigner un fichier\u{A0}: {reason}"
    case .usageBadDefaultState:
      "{path}, où tasch garde votre état quand aucun --state n’est donné, ne peut pas désigner un fichier\u{A0}: {reason}"
    case .badDefaultStateRecovery:
      "Déplacez {path}, ou désignez un autre fichier d’état avec --state ou TASCH_STATE."
    case .doneThoughNotWritten:
      "ceci a été fait malgré tout, bien que la sortie standard ne l’ait pas reçu\u{A0}: {done}"
    case .outputNotWritten: "impossible d’écrire sur la sortie standard\u{A0}: {reason}"
    case .interruptedBeforeFinishing: "Interrompu avant la fin de la commande."
    case .interruptedRecovery: "Rien n’a été modifié\u{A0}: relancez-la."
    case .outputDiskFull: "le disque est plein"
    case .outputNotOpen: "elle n’est pas ouverte en écriture"
    case .outputReaderGone: "plus rien ne la lit"
    case .startupNotUTF8:
      "{source} n’est pas de l’UTF-8 valide\u{A0}: tasch ne lit les noms et le texte qu’en UTF-8, pour ne jamais prendre un fichier, un dossier ou un client pour un autre"
    case .startupNotUTF8Recovery:
      "Utilisez l’UTF-8\u{A0}: convertissez le texte (iconv), ou renommez le fichier (convmv)."
    case .startupOptionValue:
      "la valeur de {option}"
    case .startupArgument:
      "l’argument {position}"
    case .startupVariable:
      "la variable d’environnement {name}"
    case .startupTooFewDescriptors:
      "trop peu de descripteurs de fichiers sont libres\u{A0}: tasch en demande {needed}, et la limite (ulimit -n {limit}) en laisse {free}"
    case .startupTooFewDescriptorsRecovery:
      "Relevez la limite avec ulimit -n, puis relancez la commande."
    case .optionConfig:
      "votre fichier de configuration\u{A0}; par défaut $XDG_CONFIG_HOME/tasch/config.json"
    case .environmentConfig:
      "le dossier de votre fichier de configuration et de vos préréglages de simulation"
    case .abstractConfig: "Afficher vos réglages, et d’où vient chacun."
    case .abstractConfigShow: "Afficher chaque réglage en vigueur, et d’où il vient."
    case .exampleConfigShow:
      "Chaque réglage, et s’il vient d’une option, d’une variable, de votre fichier de configuration ou du défaut."
    case .exampleConfigShowJSON: "La même chose, en un document JSON."
    case .usageBadConfig: "le fichier de configuration {file} est inutilisable\u{A0}: {problem}"
    case .configMissing: "ce fichier n’existe pas"
    case .configUnreadable: "il est illisible\u{A0}: {reason}"
    case .configNotAFile: "ce n’est pas un fichier ordinaire"
    case .configTooLarge: "il dépasse {limit} octets"
    case .configNotJSON:
      "ce n’est pas du JSON\u{A0}: ligne {line}, colonne {column}\u{A0}: {reason}"
    case .configNotAnObject: "ce devrait être un objet de réglages, comme {example}"
    case .configUnknownSetting:
      "«\u{A0}{key}\u{A0}» n’est pas un réglage\u{A0}; les réglages sont {settings}"
    case .configWrongKind: "«\u{A0}{key}\u{A0}» devrait être {kind}"
    case .configKindText: "du texte entre guillemets droits doubles"
    case .configKindPath: "un chemin absolu entre guillemets droits doubles"
    case .configKindFlag: "true ou false"
    case .configKindNumber: "un nombre entier"
    case .configBadValue: "«\u{A0}{key}\u{A0}»\u{A0}: {problem}"
    case .configKeysNotAnObject:
      "«\u{A0}keys\u{A0}» devrait être un objet d’actions et de leurs touches, comme {example}"
    case .configUnknownAction:
      "«\u{A0}keys\u{A0}»\u{A0}: «\u{A0}{action}\u{A0}» n’est pas une action de la boutique\u{A0}; les actions sont {actions}"
    case .configFixedAction:
      "«\u{A0}keys\u{A0}»\u{A0}: les touches de «\u{A0}{action}\u{A0}» ne peuvent pas changer"
    case .configKeysNotKeys:
      "«\u{A0}keys.{action}\u{A0}» devrait être une touche ou une liste de touches, comme {example}"
    case .configNoKeys: "«\u{A0}keys.{action}\u{A0}» doit avoir au moins une touche"
    case .configKeySentAsAnother:
      "«\u{A0}keys.{action}\u{A0}»\u{A0}: «\u{A0}{key}\u{A0}» arrive dans la boutique comme {same}, que les terminaux envoient à sa place\u{A0}; donnez {same}, ou une autre touche"
    case .configUnknownKey:
      "«\u{A0}keys.{action}\u{A0}»\u{A0}: «\u{A0}{key}\u{A0}» n’est pas une touche\u{A0}; donnez un caractère, un nom comme enter, page-down ou space, ou ctrl- et une lettre"
    case .configKeyCollision:
      "«\u{A0}keys.{action}\u{A0}»\u{A0}: «\u{A0}{key}\u{A0}» fait déjà «\u{A0}{other}\u{A0}» là où «\u{A0}{action}\u{A0}» agit"
    case .configShowFile: "Fichier de configuration\u{A0}: {file}"
    case .configShowFileAbsent: "Fichier de configuration\u{A0}: {file} (absent)"
    case .configShowNoFile:
      "Fichier de configuration\u{A0}: aucun (ni XDG_CONFIG_HOME ni HOME n’est un dossier absolu)"
    case .columnSetting: "Réglage"
    case .columnValue: "Valeur"
    case .columnFrom: "Origine"
    case .originFlag: "option {option}"
    case .originEnvironment: "environnement {variable}"
    case .originConfig: "fichier de configuration"
    case .originDefault: "défaut"
    case .valueNone: "aucune"
    }
  }
}
