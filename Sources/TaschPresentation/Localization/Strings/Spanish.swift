// swift-format-ignore-file: Tables read best one entry per line, however long.

/// Spanish, addressing the shopper with "tú", as Spanish shops mostly do.
enum Spanish: StringTable {
  static func text(_ key: TextKey) -> String {
    switch key {
    case .appTitle: "TASCH"
    case .productCatalogue: "Catálogo de productos"
    case .yourWishList: "Tu lista de deseos"
    case .cart: "Carrito"
    case .totalAmount: "Total {amount}"
    case .total: "Total"
    case .subtotal: "Subtotal"
    case .shipping: "Envío"
    case .freeShipping: "Envío gratis a todo el mundo"
    case .tooLargeToCompute: "demasiado grande para calcularlo"
    case .proceedToCheckout: "Tramitar pedido"
    case .outOfStock: "Agotado"
    case .discontinued: "Ya no está disponible"
    case .discontinuedProduct: "Producto {id}"
    case .emptyWishList:
      "Tu lista de deseos está vacía. Puedes añadir artículos desde el catálogo de productos."
    case .noMatchingProducts: "Ningún producto coincide con tu búsqueda."
    case .colours: "Colores"
    case .sizes: "Medidas"
    case .heightSize: "Al: {cm} cm/{in}\""
    case .widthSize: "An: {cm} cm/{in}\""
    case .depthSize: "Fo: {cm} cm/{in}\""
    case .rateTheProduct: "Valora el producto"
    case .yourRating: "Tu valoración"
    case .labelSeparator: ": "
    case .notRatedYet: "Aún sin valorar"
    case .averageRating: "{average} de 5"
    case .noRatings: "Aún no hay valoraciones"
    case .addToWishList: "Añadir a la lista de deseos"
    case .removeFromWishList: "Quitar de la lista de deseos"
    case .onYourWishList: "En tu lista de deseos"
    case .loading: "Cargando…"
    case .reload: "Volver a cargar"
    case .checkoutQuestion: "¿Hacer este pedido por {amount}?"
    case .cancel: "Cancelar"
    case .ok: "Aceptar"
    case .placingOrder: "Tramitando tu pedido…"
    case .orderPlaced: "¡Gracias! El pedido {number} está hecho."
    case .checkoutBlocked: "Estos artículos no se pueden pedir ahora:"
    case .offlineTitle: "Estás sin conexión"
    case .offlineMessage: "No se ha podido conectar con la tienda."
    case .offlineRecovery: "Comprueba tu conexión y vuelve a intentarlo."
    case .timeoutTitle: "La tienda no responde"
    case .timeoutMessage: "La tienda ha tardado demasiado en responder."
    case .timeoutRecovery: "Inténtalo de nuevo dentro de un momento."
    case .decodingTitle: "Datos ilegibles"
    case .decodingMessage: "No se han podido leer los datos de la tienda."
    case .decodingRecovery: "Corrige el catálogo donde indican los detalles o elige otro."
    case .notFoundTitle: "No encontrado"
    case .notFoundProductMessage: "No existe el producto {id}."
    case .notFoundMessage: "No se ha encontrado lo que se pedía."
    case .notFoundRecovery: "Comprueba el número del producto; el catálogo los muestra todos."
    case .emptyCatalogueTitle: "No hay productos"
    case .emptyCatalogueMessage: "No se han encontrado productos."
    case .emptyCatalogueRecovery: "Elige un catálogo que tenga productos."
    case .emptyCartTitle: "Nada que pedir"
    case .emptyCartMessage: "Tu lista de deseos está vacía, así que no hay nada que pedir."
    case .emptyCartRecovery: "Añade primero artículos desde el catálogo de productos."
    case .outOfStockTitle: "Aún no se puede pedir"
    case .outOfStockMessage: "Estos artículos no se pueden pedir ahora: {items}."
    case .outOfStockRecovery: "Quítalos de tu lista de deseos y después tramita el pedido."
    case .storageTitle: "No se pueden usar tus datos guardados"
    case .storageMessage:
      "No se han podido leer ni guardar tu lista de deseos, tus valoraciones y tus pedidos."
    case .storageRecovery: "No se ha cambiado nada. Los detalles explican cómo arreglarlo."
    case .invalidInputTitle: "Solicitud no válida"
    case .invalidInputMessage: "La solicitud no era válida."
    case .invalidInputRecovery: "Revisa lo que has escrito e inténtalo de nuevo."
    case .amountOutOfRangeTitle: "Importe demasiado grande"
    case .amountOutOfRangeMessage: "Un total es demasiado grande para calcularlo con exactitud."
    case .amountOutOfRangeRecovery: "Quita algunos artículos de tu lista de deseos."
    case .addedToWishList: "Se ha añadido {name} a tu lista de deseos."
    case .alreadyOnWishList: "{name} ya está en tu lista de deseos."
    case .removedFromWishList: "Se ha quitado {name} de tu lista de deseos."
    case .notOnWishList: "{name} no estaba en tu lista de deseos."
    case .ratedProduct: "Has valorado {name} con {stars}."
    case .clearedRating: "Se ha borrado tu valoración de {name}."
    case .simulatedTitle: "Fallo simulado: {title}"
    case .simulatedRecovery:
      "La simulación ha provocado este fallo a propósito; desactívala para llegar a la tienda."
    case .catalogueUnavailableTitle: "Catálogo no disponible"
    case .catalogueUnavailableMessage: "No se ha podido leer el catálogo."
    case .catalogueUnavailableRecovery:
      "Comprueba que el catálogo existe y se puede leer, o elige otro."
    case .cartChangedTitle: "Tu carrito ha cambiado"
    case .cartChangedMessage:
      "El carrito ha cambiado desde que se te pidió confirmarlo, así que no se ha pedido nada."
    case .cartChangedRecovery: "Revisa el carrito de nuevo y luego confírmalo."
    case .nothingToUndoTitle: "Nada que deshacer"
    case .nothingToUndoMessage: "El historial está vacío o todos sus cambios ya están deshechos."
    case .nothingToUndoRecovery:
      "Los cambios en la lista de deseos y las valoraciones se pueden deshacer hasta que hagas un pedido."
    case .nothingToRedoTitle: "Nada que rehacer"
    case .nothingToRedoMessage: "No se ha deshecho ningún cambio desde el último que se hizo."
    case .nothingToRedoRecovery:
      "Deshaz primero un cambio; un cambio nuevo termina con lo que se puede rehacer."
    case .noProductsInStock: "No hay ningún producto en existencias."
    case .pastTheLastProduct: "Esta página está más allá del último producto ({total} en total)."
    case .matchCount: "{matching} de {total}"
    case .quoted: "«{text}»"
    case .sortedByCatalogue: "en el orden del catálogo"
    case .sortedByName: "por nombre"
    case .sortedByPrice: "por precio"
    case .sortedByRating: "por valoración"
    case .sortedByStock: "por existencias"
    case .reversedOrder: ", invertido"
    case .inStockOnly: "solo en existencias"
    case .cartChangedNotice: "Tu carrito ha cambiado mientras tanto: revísalo de nuevo."
    case .removeUnavailable: "Quitarlos de la lista de deseos y seguir"
    case .removeUnavailableOnly: "Quitarlos de la lista de deseos"
    case .checkoutLeavesOut:
      "Sin los artículos que no se pueden pedir: este pedido los quita de tu lista de deseos."
    case .tookBack: "Deshecho: {change}."
    case .putBack: "Rehecho: {change}."
    case .changeAddedToWishList: "{name} añadido a tu lista de deseos"
    case .changeRemovedFromWishList: "{name} quitado de tu lista de deseos"
    case .changeRated: "{name} valorado con {stars}"
    case .changeClearedRating: "tu valoración de {name} borrada"
    case .noHistory: "No hay cambios que deshacer."
    case .noOrders: "Todavía no has hecho ningún pedido en esta tienda."
    }
  }

  static func plural(_ key: PluralKey) -> PluralForms {
    switch key {
    case .productCount: PluralForms(one: "{count} producto", other: "{count} productos")
    case .productCountOf:
      PluralForms(one: "{shown} de {count} producto", other: "{shown} de {count} productos")
    case .ratingCount: PluralForms(one: "{count} valoración", other: "{count} valoraciones")
    case .inStockCount: PluralForms(one: "{count} disponible", other: "{count} disponibles")
    case .itemCount: PluralForms(one: "{count} artículo", other: "{count} artículos")
    }
  }
}
