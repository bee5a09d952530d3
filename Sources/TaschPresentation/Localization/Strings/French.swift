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
    case .proceedToCheckout: "Passer la commande"
    case .outOfStock: "Épuisé"
    case .discontinued: "Plus disponible"
    case .discontinuedProduct: "Produit {id}"
    case .emptyWishList:
      "Votre liste d’envies est vide. Vous pouvez ajouter des articles depuis le catalogue des produits"
    case .noMatchingProducts: "Aucun produit ne correspond à votre recherche"
    case .colours: "Couleurs"
    case .sizes: "Dimensions"
    case .heightSize: "H\u{A0}: {cm} cm/{in}\""
    case .widthSize: "L\u{A0}: {cm} cm/{in}\""
    case .depthSize: "P\u{A0}: {cm} cm/{in}\""
    case .rateTheProduct: "Noter le produit"
    case .yourRating: "Votre note"
    case .notRatedYet: "Pas encore noté"
    case .averageRating: "{average} sur 5"
    case .noRatings: "Aucun avis pour l’instant"
    case .addToWishList: "Ajouter à la liste d’envies"
    case .removeFromWishList: "Retirer de la liste d’envies"
    case .onYourWishList: "Dans votre liste d’envies"
    case .loading: "Chargement…"
    case .reload: "Recharger"
    case .checkoutQuestion: "Voulez-vous vraiment passer la commande\u{A0}?"
    case .cancel: "Annuler"
    case .ok: "OK"
    case .placingOrder: "Commande en cours…"
    case .orderPlaced: "Merci\u{A0}! La commande {number} est passée."
    case .checkoutBlocked: "Ces articles ne peuvent pas être commandés pour l’instant\u{A0}:"
    case .offlineTitle: "Vous êtes hors ligne"
    case .offlineMessage: "La boutique est injoignable."
    case .offlineRecovery: "Vérifiez votre connexion, puis rechargez."
    case .timeoutTitle: "La boutique ne répond pas"
    case .timeoutMessage: "La boutique a mis trop de temps à répondre."
    case .timeoutRecovery: "Réessayez dans un instant."
    case .decodingTitle: "Données illisibles"
    case .decodingMessage: "Les données de la boutique n’ont pas pu être lues."
    case .decodingRecovery:
      "Corrigez le fichier indiqué ci-dessus ou choisissez un autre catalogue."
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
      "l’opération a échoué\u{A0}: erreur de données, panne simulée, introuvable, épuisé, fichier corrompu"
      "désactivent la couleur, ou l’activent pour les tubes et les fichiers\u{A0}; NO_COLOR l’emporte"
      "Une boutique avec catalogue et liste d’envies. Sans commande\u{A0}: la boutique interactive dans un terminal, un résumé ailleurs."
      "seulement les produits dont le nom ou la description courte contient TEXT, sans tenir compte de la casse ni des accents"
      "trier par nom (de A à Z), prix (le moins cher d’abord), note (la meilleure d’abord) ou stock (le plus grand d’abord)"
      "le fichier du catalogue\u{A0}; par défaut FakeData/catalogue.json du paquet"
      "pannes simulées\u{A0}: catalogue, cart=once, cart=3x, cart=30%, chacune avec :offline, :timeout, :decoding ou :not-found"
      "«\u{A0}{value}\u{A0}» n’est pas un identifiant de produit\u{A0}: les identifiants sont des nombres entiers supérieurs à 0"
      "«\u{A0}{value}\u{A0}» n’est pas un choix pour {option}\u{A0}: utilisez {choices}"
      "«\u{A0}{value}\u{A0}» ne convient pas à {option}\u{A0}: donnez un nombre entier d’au moins {minimum}"
      "«\u{A0}{value}\u{A0}» n’est pas une graine\u{A0}: donnez un nombre entier de 0 à 18446744073709551615"
      "la commande demande une confirmation et aucun terminal ne permet de la demander\u{A0}: ajoutez --yes pour commander sans confirmation"
      "Définissez HOME, XDG_DATA_HOME ou TASCH_STATE pour indiquer où garder votre état."
    case .addedToWishList: "{name} est ajouté à votre liste d’envies."
    case .alreadyOnWishList: "{name} est déjà dans votre liste d’envies."
    case .removedFromWishList: "{name} est retiré de votre liste d’envies."
    case .notOnWishList: "{name} n’était pas dans votre liste d’envies."
    case .ratedProduct: "Vous avez noté {name} {stars}."
    case .clearedRating: "Votre note de {name} est effacée."
      "Les pannes ont été tirées au hasard avec la graine {seed}\u{A0}: ajoutez --seed {seed} pour rejouer cette exécution."
      "Le terminal est trop petit pour la boutique\u{A0}: il faut au moins 40 × 12."
    }
  }

  static func plural(_ key: PluralKey) -> PluralForms {
    switch key {
    case .productCount: PluralForms(one: "{count} produit", other: "{count} produits")
    case .ratingCount: PluralForms(one: "{count} avis", other: "{count} avis")
    case .inStockCount: PluralForms("{count} en stock")
    case .itemCount: PluralForms(one: "{count} article", other: "{count} articles")
    }
  }
}
