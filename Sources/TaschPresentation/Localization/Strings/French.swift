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
    case .discountWithCode: "Remise ({code})"
    case .amountOff: "−{amount}"
    case .freeShipping: "Livraison gratuite dans le monde entier"
    case .shippingFlat: "Livraison {price}"
    case .shippingFreeFrom: "Livraison {price}, offerte dès {threshold}"
    case .shippingFreeReached: "Livraison offerte dès {threshold}"
    case .tooLargeToCompute: "trop élevé pour être calculé"
    case .shippingNotWorkedOut: "impossible à calculer"
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
      "Les données de la boutique, comme votre liste d’envies, vos notes et vos commandes, "
        + "n’ont pas pu être lues ou enregistrées."
    case .storageRecovery: "Rien n’a été modifié. Les détails expliquent comment y remédier."
    case .storeLoadStorageTitle: "Le magasin est inutilisable"
    case .storeLoadStorageMessage: "Le catalogue n’a pas pu être chargé dans le magasin."
    case .invalidInputTitle: "Demande non valide"
    case .invalidInputMessage: "La demande n’était pas valide."
    case .invalidInputRecovery: "Vérifiez votre saisie et réessayez."
    case .amountOutOfRangeTitle: "Montant trop élevé"
    case .amountOutOfRangeMessage: "Un total est trop élevé pour être calculé exactement."
    case .amountOutOfRangeRecovery: "Retirez quelques articles de votre liste d’envies."
    case .bodyNotAnObject: "Le corps de la requête n’est pas un objet JSON."
    case .bodyLacksField: "Le corps n’a pas de champ {field}."
    case .bodyHasUnknownField: "Ce chemin ne prend pas de champ {field} dans son corps."
    case .bodyFieldRefused: "Le champ {field} du corps ne peut pas valoir {value}."
    case .bodyFieldTakes: "Donnez à {field} {expected}."
    case .bodyShape: "Envoyez {shape}."
    case .bodyTakesWholeNumber: "un nombre entier de {minimum} à {maximum}"
    case .bodyTakesText: "une chaîne"
    case .bodyTakesObject: "un objet tel que {shape}"
    case .bodyTakesCurrency: "un code de devise tel que USD"
    case .bodyTakesAmount:
      "un montant tel que {example}, sans plus de chiffres après le point que la devise n’en a"
    case .bodyTakesCode: "un code promo"
    case .bodyTakesOrNull: "{expected}, ou null"
    case .requestBodyNotJSON: "Le corps de la requête n’est pas du JSON\u{A0}: {reason}."
    case .requestAmountNotMinorUnits:
      "Le amount {amount} du total n’est pas son minorUnits, {units} en {currency} ({decimal})."
    case .requestSendTotalAsGiven:
      "Envoyez le total tel que le panier l’a donné, ou sans son amount."
    case .requestNothingAtPath: "Il n’y a rien à {path}."
    case .requestPathsListed: "GET /api/openapi.json liste tous les chemins."
    case .requestMethodNotAllowed: "Ce chemin n’accepte pas {method}."
    case .requestUseMethods: "Utilisez {methods}."
    case .requestMethodNotImplemented: "Ce serveur n’implémente pas la méthode {method}."
    case .requestUseMethodsCaseSensitive: "Utilisez {methods}\u{A0}; la casse des méthodes compte."
    case .requestMethodsOr: "{methods} ou {last}"
    case .requestPathNotEncoded: "Le chemin est mal encodé\u{A0}: {reason}."
    case .requestQueryNotEncoded: "La requête (query) est mal encodée\u{A0}: {reason}."
    case .requestPercentEncode: "Encodez-la en UTF-8 avec des pourcentages."
    case .requestUnknownParameter: "Ce chemin n’accepte pas de paramètre {name}."
    case .requestParametersListed: "GET /api/openapi.json liste les paramètres de chaque chemin."
    case .requestParameterTwice: "Le paramètre {name} est donné deux fois."
    case .requestParameterOnce: "Donnez chaque paramètre une seule fois."
    case .requestParameterRefused: "Le paramètre {name} ne peut pas valoir {value}."
    case .requestParameterTakes: "Donnez-lui {expected}."
    case .requestTakesSort: "l’une des valeurs name, price, rating ou stock"
    case .requestTakesSwitch: "true ou false"
    case .requestTakesWholeNumber: "un nombre entier de {minimum} à {largest}"
    case .requestTakesCode: "un code promotionnel, ou pas de paramètre code"
    case .requestTakesNoBody: "Ce chemin n’accepte pas de corps."
    case .requestSendWithoutBody:
      "Envoyez la requête sans corps\u{A0}; GET /api/openapi.json liste le corps de chaque chemin."
    case .requestNotProductID: "{text} n’est pas un identifiant de produit."
    case .requestNameProduct:
      "Désignez un produit par son identifiant, un nombre entier de 1 à {largest}."
    case .requestNotLocale: "{text} n’est pas une locale."
    case .requestGiveLocale:
      "Donnez une locale comme de_DE, fr ou ja_JP, telle que --locale la prend."
    case .requestHostNotLocal:
      "La requête vise l’hôte {host}\u{A0}: avec les fichiers JSON, le serveur agit pour le client de cette machine et ne répond qu’aux requêtes adressées à localhost ou à une adresse de bouclage."
    case .requestOriginNotLocal:
      "La requête vient d’une page web de {origin}\u{A0}: avec les fichiers JSON, le serveur agit pour le client de cette machine et ne répond à aucune page d’un autre site."
    case .requestSendLocally:
      "Envoyez-la à localhost ou 127.0.0.1, depuis un programme de cette machine ou une page qu’elle sert sur localhost\u{A0}; un proxy devant le serveur transmet le Host du client (nginx\u{A0}: proxy_set_header Host $host), pour qu’il soit jugé. D’autres machines sont servies depuis un stockage en base de données, dont les requêtes portent des jetons."
    case .requestTooManyStreamsOfShopper:
      "Vous suivez déjà les changements de la boutique sur {limit} flux d’événements\u{A0}; le serveur n’en accepte pas davantage pour un même client."
    case .requestTooManyStreams:
      "Le serveur tient déjà {limit} flux d’événements ouverts\u{A0}; il n’en tient pas davantage à la fois."
    case .requestCloseAStream:
      "Fermez-en un, ou partagez un seul flux entre vos pages."
    case .requestOpenStreamLater:
      "Réessayez quand d’autres clients auront fermé les leurs."
    case .requestIdempotencyKeyTwice: "L’en-tête Idempotency-Key est envoyé deux fois."
    case .requestIdempotencyKeyMalformed:
      "L’Idempotency-Key n’est pas faite de 1 à 255 caractères ASCII visibles."
    case .requestSendOneKey:
      "Envoyez une seule clé, un UUID par exemple, la même à chaque nouvel essai."
    case .requestIdempotencyKeyReused:
      "Cette Idempotency-Key a été envoyée avec un autre total ou code\u{A0}: ce n’est pas un nouvel essai."
    case .requestNewKeyOrSameBody:
      "Envoyez une nouvelle clé pour une autre commande, et le même corps avec une clé pour un nouvel essai."
    case .requestSimulateHeaderRefused: "L’en-tête {header} n’en est pas un\u{A0}: {reason}."
    case .requestSimulateHeaderTwice: "il est envoyé deux fois"
    case .requestSimulateHeaderEmptyField:
      "il a un champ vide\u{A0}; séparez les champs par un seul point-virgule"
    case .requestSimulateHeaderNotField: "{field} n’est pas NAME=SPEC"
    case .requestSimulateHeaderFieldTwice: "{name} est donné deux fois"
    case .requestSimulateHeaderBadSeed:
      "la graine {seed} n’est pas un nombre entier de 0 à 18446744073709551615"
    case .requestSimulateHeaderUnknownField: "il n’a pas de champ {name}"
    case .requestSimulateHeaderShape:
      "Envoyez {header}: fail=SPEC;latency=SPEC;seed=N, les specs telles que --fail et --latency les prennent."
    case .requestSpecRefused: "La spec {field} est refusée\u{A0}: {reason}."
    case .requestPresetRefused: "Le preset est refusé\u{A0}: {reason}."
    case .requestWriteAsOption: "Écrivez-la comme l’option {option} la prend."
    case .requestSimulationNotControlled:
      "Ce serveur ne laisse pas ses clients contrôler la simulation."
    case .requestStartWithSimulationControl: "Démarrez-le avec tasch serve --simulation-control."
    case .requestBearsNoToken:
      "Cette requête ne porte pas de jeton\u{A0}: sur une base de données, chaque requête sauf GET /healthz et GET /api/openapi.json dit de qui elle est."
    case .requestSendToken:
      "Envoyez Authorization: Bearer TOKEN, avec le jeton que tasch store shopper add a créé."
    case .requestSeveralAuthorizations:
      "Cette requête a plus d’un en-tête Authorization\u{A0}: elle ne peut dire qu’une fois de qui elle est."
    case .requestAuthorizationNotBearer:
      "L’en-tête Authorization de cette requête n’est pas Bearer suivi d’un jeton."
    case .requestTokenActsForNobody:
      "Le jeton de cette requête n’est celui d’aucun client de cette boutique\u{A0}: il a été mal saisi, révoqué, ou jamais créé."
    case .requestAskForNewToken:
      "Demandez un nouveau jeton (tasch store shopper add) et envoyez-le comme Authorization: Bearer TOKEN."
    case .requestBodyTooLarge: "Le corps de la requête est trop grand."
    case .requestBodyEncoded:
      "Le corps de la requête est envoyé dans le codage de contenu {coding}, que le serveur ne lit pas."
    case .requestSendBodyUnencoded: "Envoyez le corps tel quel, sans Content-Encoding."
    case .requestSendSmallerBody: "Envoyez un corps de {size} au plus."
    case .requestTransferCoding:
      "Les corps de requête dans un codage de transfert ne sont pas pris en charge."
    case .requestSendContentLength: "Envoyez le corps avec Content-Length."
    case .requestServerStopping: "Le serveur s’arrête et n’a pas pu finir la requête à temps."
    case .requestSendAgainLater: "Envoyez de nouveau la requête quand le serveur sera revenu."
    case .requestHostMissing: "L’en-tête Host manque."
    case .requestHostRepeated: "L’en-tête Host est répété."
    case .requestHostMalformed: "L’en-tête Host n’est pas un hôte suivi ou non d’un port."
    case .requestExpectationUnmet: "L’en-tête Expect demande autre chose que 100-continue."
    case .requestSendOnlyContinueExpectation:
      "Envoyez Expect: 100-continue, ou aucun en-tête Expect."
    case .requestContentLengthNotNumber: "Le Content-Length n’est pas un nombre."
    case .requestContentLengthsDiffer: "Deux en-têtes Content-Length diffèrent."
    case .requestContentLengthWithTransferEncoding:
      "Content-Length et Transfer-Encoding sont tous deux donnés."
    case .requestSendWellFormed: "Envoyez une requête HTTP/1.1 bien formée."
    case .addedToWishList: "{name} est ajouté à votre liste d’envies."
    case .alreadyOnWishList: "{name} est déjà dans votre liste d’envies."
    case .removedFromWishList: "{name} est retiré de votre liste d’envies."
    case .notOnWishList: "{name} n’était pas dans votre liste d’envies."
    case .ratedProduct: "Vous avez noté {name} {stars}."
    case .clearedRating: "Votre note pour {name} est effacée."
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
    case .checkoutKeyReusedTitle: "Pas un nouvel essai"
    case .nothingToUndoTitle: "Rien à annuler"
    case .nothingToUndoMessage: "L’historique est vide, ou chaque modification y est déjà annulée."
    case .nothingToUndoRecovery:
      "Les modifications de la liste d’envies et des notes peuvent être annulées jusqu’à la prochaine commande."
    case .nothingToRedoTitle: "Rien à rétablir"
    case .nothingToRedoMessage: "Aucune modification n’a été annulée depuis la dernière faite."
    case .nothingToRedoRecovery:
      "Annulez d’abord une modification\u{A0}; une nouvelle modification, ou une commande, met fin à ce qui peut être rétabli."
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
    case .passedOverUndo:
      "{reason} Ignoré, car impossible à annuler désormais\u{A0}: {change}."
    case .passedOverRedo:
      "{reason} Ignoré, car impossible à rétablir désormais\u{A0}: {change}."
    case .stepChangesNothing:
      "Une modification antérieure de ce produit a été ignorée\u{A0}; il n’y a plus rien à changer."
    case .changeAddedToWishList: "{name} ajouté à votre liste d’envies"
    case .changeRemovedFromWishList: "{name} retiré de votre liste d’envies"
    case .changeRated: "{name} noté {stars}"
    case .changeClearedRating: "votre note pour {name} effacée"
    case .noHistory: "Il n’y a aucune modification à annuler."
    case .noOrders: "Vous n’avez encore passé aucune commande dans cette boutique."
    case .pastTheLastOrder: "Cette page est au-delà de la dernière commande ({total} en tout)."
    case .quantityMark: "×{quantity}"
    case .quantityOnWishList: "Quantité\u{A0}: {quantity}"
    case .atMostPerOrder: "Pas plus de {count} par commande"
    case .tooManyTitle: "Trop d’articles"
    case .tooManyMessage: "Pas plus de {maximum} × {name} par commande."
    case .tooManyRecovery: "Choisissez une quantité plus petite."
    case .unknownCodeTitle: "Code inconnu"
    case .unknownCodeMessage: "Il n’y a pas de code promo {code}."
    case .codeExpiredTitle: "Code expiré"
    case .codeExpiredMessage: "Le code {code} était valable jusqu’au {date}."
    case .codeNotYetValidTitle: "Code pas encore valable"
    case .codeNotYetValidMessage: "Le code {code} est valable à partir du {date}."
    case .codeMinimumNotMetTitle: "Minimum non atteint"
    case .codeMinimumNotMetMessage: "Le code {code} demande un sous-total d’au moins {minimum}."
    case .codeMinimumNotMetByItsProductsMessage:
      "Le code {code} demande au moins {minimum} des articles auxquels il s’applique\u{A0}; votre panier en a pour {eligible}."
    case .codeNotApplicableTitle: "Code non applicable"
    case .codeNotApplicableMessage: "Le code {code} ne s’applique à aucun article de votre panier."
    case .codeTakesNothingOffTitle: "Aucune remise"
    case .codeTakesNothingOffMessage: "Le code {code} ne retirerait rien de votre panier."
    case .codeRefusedRecovery:
      "Le panier est affiché sans lui\u{A0}: essayez un autre code, ou aucun."
    case .codeRefusedAtCheckoutRecovery:
      "Rien n’a été commandé\u{A0}: commandez à nouveau avec un autre code, ou sans code."
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
    case .orderCount: PluralForms(one: "{count} commande", other: "{count} commandes")
    case .orderCountOf:
      PluralForms(one: "{shown} sur {count} commande", other: "{shown} sur {count} commandes")
    case .onlyLeft: PluralForms("Plus que {count} en stock")
    case .outOfStockItemLeft:
      PluralForms("{name} (plus que {count} en stock)")
    }
  }
}
