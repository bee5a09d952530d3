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
    case .discountWithCode: "Descuento ({code})"
    case .amountOff: "−{amount}"
    case .freeShipping: "Envío gratis a todo el mundo"
    case .shippingFlat: "Envío {price}"
    case .shippingFreeFrom: "Envío {price}, gratis desde {threshold}"
    case .shippingFreeReached: "Envío gratis desde {threshold}"
    case .tooLargeToCompute: "demasiado grande para calcularlo"
    case .shippingNotWorkedOut: "no se puede calcular"
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
      "No se han podido leer ni guardar los datos de la tienda, como tu lista de deseos, tus "
        + "valoraciones y tus pedidos."
    case .storageRecovery: "No se ha cambiado nada. Los detalles explican cómo arreglarlo."
    case .storeLoadStorageTitle: "No se puede usar el almacén"
    case .storeLoadStorageMessage: "No se ha podido cargar el catálogo en el almacén."
    case .invalidInputTitle: "Solicitud no válida"
    case .invalidInputMessage: "La solicitud no era válida."
    case .invalidInputRecovery: "Revisa lo que has escrito e inténtalo de nuevo."
    case .amountOutOfRangeTitle: "Importe demasiado grande"
    case .amountOutOfRangeMessage: "Un total es demasiado grande para calcularlo con exactitud."
    case .amountOutOfRangeRecovery: "Quita algunos artículos de tu lista de deseos."
    case .bodyNotAnObject: "El cuerpo de la petición no es un objeto JSON."
    case .bodyLacksField: "El cuerpo no tiene el campo {field}."
    case .bodyHasUnknownField: "Esta ruta no admite el campo {field} en su cuerpo."
    case .bodyFieldRefused: "El campo {field} del cuerpo no puede ser {value}."
    case .bodyFieldTakes: "Da a {field} {expected}."
    case .bodyShape: "Envía {shape}."
    case .bodyTakesWholeNumber: "un número entero de {minimum} a {maximum}"
    case .bodyTakesText: "una cadena"
    case .bodyTakesObject: "un objeto como {shape}"
    case .bodyTakesCurrency: "un código de moneda como USD"
    case .bodyTakesAmount:
      "un importe como {example}, sin más cifras tras el punto que las de la moneda"
    case .bodyTakesCode: "un código promocional"
    case .bodyTakesOrNull: "{expected}, o null"
    case .requestBodyNotJSON: "El cuerpo de la petición no es JSON: {reason}."
    case .requestAmountNotMinorUnits:
      "El amount {amount} del total no es su minorUnits, {units} en {currency} ({decimal})."
    case .requestSendTotalAsGiven: "Envía el total tal como lo dio el carrito, o sin su amount."
    case .requestNothingAtPath: "No hay nada en {path}."
    case .requestPathsListed: "GET /api/openapi.json enumera todas las rutas."
    case .requestMethodNotAllowed: "Esta ruta no admite {method}."
    case .requestUseMethods: "Usa {methods}."
    case .requestMethodNotImplemented: "Este servidor no implementa el método {method}."
    case .requestUseMethodsCaseSensitive:
      "Usa {methods}; los métodos distinguen mayúsculas de minúsculas."
    case .requestMethodsOr: "{methods} o {last}"
    case .requestPathNotEncoded: "La ruta no está bien codificada: {reason}."
    case .requestQueryNotEncoded: "La consulta (query) no está bien codificada: {reason}."
    case .requestPercentEncode: "Codifícala en UTF-8 con porcentajes."
    case .requestUnknownParameter: "Esta ruta no admite el parámetro {name}."
    case .requestParametersListed: "GET /api/openapi.json enumera los parámetros de cada ruta."
    case .requestParameterTwice: "El parámetro {name} aparece dos veces."
    case .requestParameterOnce: "Da cada parámetro una sola vez."
    case .requestParameterRefused: "El parámetro {name} no puede ser {value}."
    case .requestParameterTakes: "Dale {expected}."
    case .requestTakesSort: "uno de name, price, rating o stock"
    case .requestTakesSwitch: "true o false"
    case .requestTakesWholeNumber: "un número entero de {minimum} a {largest}"
    case .requestTakesCode: "un código promocional, o ningún parámetro code"
    case .requestTakesNoBody: "Esta ruta no admite cuerpo."
    case .requestSendWithoutBody:
      "Envía la petición sin cuerpo; GET /api/openapi.json enumera el cuerpo de cada ruta."
    case .requestNotProductID: "{text} no es un identificador de producto."
    case .requestNameProduct:
      "Indica un producto por su identificador, un número entero de 1 a {largest}."
    case .requestNotLocale: "{text} no es una configuración regional."
    case .requestGiveLocale:
      "Da una configuración regional como de_DE, fr o ja_JP, como la toma --locale."
    case .requestHostNotLocal:
      "La solicitud es para el host {host}: con los archivos JSON, el servidor actúa por el comprador de esta máquina y solo responde a solicitudes a localhost o a una dirección de bucle invertido."
    case .requestOriginNotLocal:
      "La solicitud viene de una página web de {origin}: con los archivos JSON, el servidor actúa por el comprador de esta máquina y no responde a páginas de otro sitio."
    case .requestSendLocally:
      "Envíala a localhost o 127.0.0.1, desde un programa de esta máquina o una página que sirva en localhost; un proxy delante del servidor transmite el Host del cliente (nginx: proxy_set_header Host $host), para que se juzgue. A otras máquinas las sirve un almacén de base de datos, cuyas solicitudes llevan tokens."
    case .requestTooManyStreamsOfShopper:
      "Ya sigues los cambios de la tienda en {limit} flujos de eventos; el servidor no permite más a un mismo comprador."
    case .requestTooManyStreams:
      "El servidor ya mantiene {limit} flujos de eventos abiertos; no mantiene más a la vez."
    case .requestCloseAStream:
      "Cierra uno de ellos, o comparte un solo flujo entre tus páginas."
    case .requestOpenStreamLater:
      "Vuelve a intentarlo cuando otros clientes hayan cerrado los suyos."
    case .requestIdempotencyKeyTwice: "La cabecera Idempotency-Key se envía dos veces."
    case .requestIdempotencyKeyMalformed:
      "La Idempotency-Key no tiene de 1 a 255 caracteres ASCII visibles."
    case .requestSendOneKey: "Envía una sola clave, como un UUID, la misma en cada reintento."
    case .requestIdempotencyKeyReused:
      "Esta Idempotency-Key se envió con otro total o código: no es un reintento."
    case .requestNewKeyOrSameBody:
      "Envía una clave nueva para otro pedido, y el mismo cuerpo con la clave para un reintento."
    case .requestSimulateHeaderRefused: "La cabecera {header} no es válida: {reason}."
    case .requestSimulateHeaderTwice: "se envía dos veces"
    case .requestSimulateHeaderEmptyField:
      "tiene un campo vacío; separa los campos con un solo punto y coma"
    case .requestSimulateHeaderNotField: "{field} no es NAME=SPEC"
    case .requestSimulateHeaderFieldTwice: "{name} aparece dos veces"
    case .requestSimulateHeaderBadSeed:
      "la semilla {seed} no es un número entero de 0 a 18446744073709551615"
    case .requestSimulateHeaderUnknownField: "no tiene el campo {name}"
    case .requestSimulateHeaderShape:
      "Envía {header}: fail=SPEC;latency=SPEC;seed=N, con las specs como las toman --fail y --latency."
    case .requestSpecRefused: "La spec {field} se rechaza: {reason}."
    case .requestPresetRefused: "El preset se rechaza: {reason}."
    case .requestWriteAsOption: "Escríbelo como lo toma la opción {option}."
    case .requestSimulationNotControlled:
      "Este servidor no deja que sus clientes controlen la simulación."
    case .requestStartWithSimulationControl: "Inícialo con tasch serve --simulation-control."
    case .requestBearsNoToken:
      "Esta petición no lleva token: en una base de datos, cada petición salvo GET /healthz y GET /api/openapi.json dice de quién es."
    case .requestSendToken:
      "Envía Authorization: Bearer TOKEN, con el token que creó tasch store shopper add."
    case .requestSeveralAuthorizations:
      "Esta petición tiene más de una cabecera Authorization: solo puede decir una vez de quién es."
    case .requestAuthorizationNotBearer:
      "La cabecera Authorization de esta petición no es Bearer seguido de un token."
    case .requestTokenActsForNobody:
      "El token de esta petición no es de ningún cliente de esta tienda: se escribió mal, se revocó o nunca se creó."
    case .requestAskForNewToken:
      "Pide un token nuevo (tasch store shopper add) y envíalo como Authorization: Bearer TOKEN."
    case .requestBodyTooLarge: "El cuerpo de la petición es demasiado grande."
    case .requestBodyEncoded:
      "El cuerpo de la petición se envía con la codificación de contenido {coding}, que el servidor no lee."
    case .requestSendBodyUnencoded: "Envía el cuerpo tal cual, sin Content-Encoding."
    case .requestSendSmallerBody: "Envía un cuerpo de {size} como máximo."
    case .requestTransferCoding:
      "No se admiten cuerpos de petición con codificación de transferencia."
    case .requestSendContentLength: "Envía el cuerpo con Content-Length."
    case .requestServerStopping:
      "El servidor se está deteniendo y no pudo terminar la petición a tiempo."
    case .requestSendAgainLater: "Vuelve a enviar la petición cuando el servidor vuelva."
    case .requestHostMissing: "Falta la cabecera Host."
    case .requestHostRepeated: "La cabecera Host está repetida."
    case .requestHostMalformed: "La cabecera Host no es un host con un puerto opcional."
    case .requestExpectationUnmet: "La cabecera Expect pide algo distinto de 100-continue."
    case .requestSendOnlyContinueExpectation:
      "Envía Expect: 100-continue, o ninguna cabecera Expect."
    case .requestContentLengthNotNumber: "El Content-Length no es un número."
    case .requestContentLengthsDiffer: "Dos cabeceras Content-Length no coinciden."
    case .requestContentLengthWithTransferEncoding:
      "Content-Length y Transfer-Encoding están ambos presentes."
    case .requestSendWellFormed: "Envía una petición HTTP/1.1 bien formada."
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
    case .checkoutKeyReusedTitle: "No es un reintento"
    case .nothingToUndoTitle: "Nada que deshacer"
    case .nothingToUndoMessage: "El historial está vacío o todos sus cambios ya están deshechos."
    case .nothingToUndoRecovery:
      "Los cambios en la lista de deseos y las valoraciones se pueden deshacer hasta que hagas un pedido."
    case .nothingToRedoTitle: "Nada que rehacer"
    case .nothingToRedoMessage: "No se ha deshecho ningún cambio desde el último que se hizo."
    case .nothingToRedoRecovery:
      "Deshaz primero un cambio; un cambio nuevo, o un pedido, termina con lo que se puede rehacer."
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
    case .inStockOnly: "solo disponibles"
    case .cartChangedNotice: "Tu carrito ha cambiado mientras tanto: revísalo de nuevo."
    case .removeUnavailable: "Quitarlos de la lista de deseos y seguir"
    case .removeUnavailableOnly: "Quitarlos de la lista de deseos"
    case .checkoutLeavesOut:
      "Sin los artículos que no se pueden pedir: este pedido los quita de tu lista de deseos."
    case .tookBack: "Deshecho: {change}."
    case .putBack: "Rehecho: {change}."
    case .passedOverUndo:
      "{reason} Omitido, porque ya no se puede deshacer: {change}."
    case .passedOverRedo:
      "{reason} Omitido, porque ya no se puede rehacer: {change}."
    case .stepChangesNothing:
      "Se omitió un cambio anterior de este producto, así que no queda nada que cambiar."
    case .changeAddedToWishList: "{name} añadido a tu lista de deseos"
    case .changeRemovedFromWishList: "{name} quitado de tu lista de deseos"
    case .changeRated: "{name} valorado con {stars}"
    case .changeClearedRating: "tu valoración de {name} borrada"
    case .noHistory: "No hay cambios que deshacer."
    case .noOrders: "Todavía no has hecho ningún pedido en esta tienda."
    case .pastTheLastOrder: "Esta página está más allá del último pedido ({total} en total)."
    case .quantityMark: "×{quantity}"
    case .quantityOnWishList: "Cantidad: {quantity}"
    case .atMostPerOrder: "Como máximo {count} por pedido"
    case .tooManyTitle: "Demasiadas unidades"
    case .tooManyMessage: "Como máximo {maximum} × {name} por pedido."
    case .tooManyRecovery: "Elige una cantidad menor."
    case .unknownCodeTitle: "Código desconocido"
    case .unknownCodeMessage: "No existe el código promocional {code}."
    case .codeExpiredTitle: "Código caducado"
    case .codeExpiredMessage: "El código {code} se podía usar hasta el {date}."
    case .codeNotYetValidTitle: "Código aún no válido"
    case .codeNotYetValidMessage: "El código {code} se puede usar a partir del {date}."
    case .codeMinimumNotMetTitle: "Mínimo no alcanzado"
    case .codeMinimumNotMetMessage: "El código {code} necesita un subtotal de al menos {minimum}."
    case .codeMinimumNotMetByItsProductsMessage:
      "El código {code} necesita al menos {minimum} de los productos para los que es; tu carrito tiene {eligible} de ellos."
    case .codeNotApplicableTitle: "Código no aplicable"
    case .codeNotApplicableMessage: "El código {code} no es para ningún producto de tu carrito."
    case .codeTakesNothingOffTitle: "Nada que descontar"
    case .codeTakesNothingOffMessage: "El código {code} no descontaría nada de tu carrito."
    case .codeRefusedRecovery: "El carrito se muestra sin él: prueba otro código, o ninguno."
    case .codeRefusedAtCheckoutRecovery:
      "No se ha pedido nada: vuelve a hacer el pedido con otro código, o sin ninguno."
    case .addedQuantityToWishList: "Se ha añadido {name} ×{quantity} a tu lista de deseos."
    case .quantityChangedOnWishList: "{name} en tu lista de deseos: {from} → {to}."
    case .changeAddedQuantityToWishList: "{name} ×{quantity} añadido a tu lista de deseos"
    case .changeQuantity: "{name}: {from} → {to}"
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
    case .orderCount: PluralForms(one: "{count} pedido", other: "{count} pedidos")
    case .orderCountOf:
      PluralForms(one: "{shown} de {count} pedido", other: "{shown} de {count} pedidos")
    case .onlyLeft: PluralForms(one: "Solo queda {count}", other: "Solo quedan {count}")
    case .outOfStockItemLeft:
      PluralForms(one: "{name} (solo queda {count})", other: "{name} (solo quedan {count})")
    }
  }
}
