// swift-format-ignore-file: Tables read best one entry per line, however long.

/// Spanish, addressing the shopper with "tú", as Spanish shops mostly do.
enum TerminalSpanish: TerminalStringTable {
  static func text(_ key: TerminalText) -> String {
    switch key {
    case .helpUsage: "Uso:"
    case .helpCommands: "Órdenes:"
    case .helpOptions: "Opciones:"
    case .helpGlobalOptions: "Opciones generales:"
    case .helpEnvironment: "Entorno:"
    case .helpExitStatus: "Código de salida:"
    case .helpMore: "Para saber más de una orden: «tasch help COMMAND»."
    case .exitSuccess: "éxito"
    case .exitFailure:
      "la operación falló: error de datos, fallo simulado, no encontrado, agotado, archivo dañado, salida que no se pudo escribir"
    case .exitUsage: "error de uso: orden u opción desconocida, argumento incorrecto"
    case .exitInterrupted: "interrumpido"
    case .exitTerminated: "terminado por SIGTERM o al cerrarse su terminal"
    case .environmentLocale: "idioma y formato de moneda, después de --locale y TASCH_LOCALE"
    case .environmentColor:
      "desactivan el color, o lo activan para tuberías y archivos; NO_COLOR prevalece"
    case .environmentData: "la carpeta de tu archivo de estado"
    case .environmentPager:
      "el paginador de las salidas largas en un terminal (por omisión less -FIRX); vacío para ninguno"
    case .abstractTasch:
      "Una tienda con catálogo de productos y lista de deseos. Sin orden: la tienda interactiva en un terminal, un resumen en cualquier otro sitio."
    case .abstractProducts: "Listar los productos, filtrados, ordenados, página a página."
    case .abstractProduct: "Mostrar un producto en detalle."
    case .abstractWishList: "Mostrar tu lista de deseos con su total."
    case .abstractWishListAdd: "Añadir productos a tu lista de deseos."
    case .abstractWishListRemove: "Quitar productos de tu lista de deseos."
    case .abstractWishListSet: "Fijar cuántas unidades de un producto pide tu lista de deseos."
    case .abstractRate: "Valorar un producto de 1 a 5 estrellas, o borrar tu valoración."
    case .abstractCart: "Mostrar el carrito: subtotal, envío y total."
    case .abstractCheckout: "Pedir todo lo que hay en el carrito."
    case .abstractHelp: "Mostrar la ayuda de tasch o de una de sus órdenes."
    case .abstractCompletion: "Mostrar un script de autocompletado para bash, zsh o fish."
    case .optionSearch:
      "solo los productos cuyo nombre o descripción breve contiene cada palabra de TEXT, en cualquier orden, sin distinguir mayúsculas ni acentos"
    case .optionSort:
      "ordenar por nombre (de la A a la Z), precio (el más barato primero), valoración (la mejor primero) o existencias (las mayores primero)"
    case .optionReverse: "en orden inverso"
    case .optionInStock: "solo los productos disponibles"
    case .optionLimit: "listar como mucho N productos"
    case .optionOffset: "saltar los N primeros productos"
    case .optionOrdersLimit: "listar como mucho N pedidos"
    case .optionOrdersOffset: "saltar los N pedidos más recientes"
    case .optionClear: "borrar tu valoración"
    case .optionQuantity:
      "cuántas pedir, de 1 a 99: un producto que ya está en la lista pasa a ese número"
    case .optionYes: "pedir sin preguntar; necesario donde no hay terminal para preguntar"
    case .optionCode: "aplicar al carrito el código promocional CODE, uno cada vez"
    case .optionCatalogue: "el archivo del catálogo; por defecto el que trae tasch"
    case .optionState: "tu archivo de estado; por defecto $XDG_DATA_HOME/tasch/state.json"
    case .optionLocale: "idioma y formato de moneda, como es_ES"
    case .optionTheme: "colores: auto (según el fondo del terminal), light, dark o plain"
    case .optionNoColor: "sin color"
    case .optionNoPager: "sin paginador, por larga que sea la salida"
    case .optionNoMouse:
      "dejar el ratón a la selección propia del terminal: sin clics ni desplazamiento en la tienda"
    case .optionJSON: "escribir un documento JSON en la salida estándar"
    case .optionLatency:
      "latencia simulada: 800ms, catalogue=2s,cart=300ms, 800ms~200ms, lognormal:200ms:2s"
    case .optionFail:
      "fallos simulados, OPERACIÓN[=PATRÓN][:TIPO]: patrones always, once, 3x, 30%, every:3, after:2, for:30s; tipos offline, timeout, decoding, not-found, out-of-stock, cart-changed, storage, unavailable, empty"
    case .optionSimulation:
      "una simulación con nombre, incluida o propia (tasch simulation list); --latency y --fail la modifican"
    case .optionSeed: "la semilla del azar simulado, para repetir una ejecución"
    case .optionHelp: "mostrar esta ayuda"
    case .optionVersion: "mostrar la versión"
    case .usageUnknownCommand: "orden desconocida «{name}»"
    case .usageUnknownOption: "opción desconocida «{name}»"
    case .usageDidYouMean: "¿querías decir «{suggestion}»?"
    case .usageMissingValue: "{option} necesita un valor"
    case .usageUnexpectedValue: "{option} no lleva valor"
    case .usageUnexpectedArgument: "argumento inesperado «{value}»"
    case .usageMissingArgument: "falta {name}"
    case .usageBadProductID:
      "«{value}» no es un ID de producto: los ID son números enteros mayores que 0"
    case .usageProductIDTooLarge:
      "«{value}» es demasiado grande para un ID de producto: los ID llegan hasta {largest}"
    case .usageCountTooLarge:
      "«{value}» no sirve para {option}: el mayor número que admite es {largest}"
    case .usageBadStars: "«{value}» no es una valoración: da de 1 a 5 estrellas"
    case .usageBadQuantity:
      "«{value}» no es una cantidad: da un número entero de {minimum} a {maximum}"
    case .usageStarsAndClear: "da STARS o --clear, no las dos cosas"
    case .usageBadChoice: "«{value}» no es una opción para {option}: usa {choices}"
    case .usageBadCount:
      "«{value}» no sirve para {option}: da un número entero de al menos {minimum}"
    case .usageBadLocale: "«{value}» no es una configuración regional como es_ES"
    case .usageBadSeed:
      "«{value}» no es una semilla: da un número entero de 0 a 18446744073709551615"
    case .usageBadSpec: "{option} no válido: {reason}"
    case .usageUnknownPreset: "ninguna simulación se llama «{name}»; los preajustes son: {presets}"
    case .usageBadPreset: "el preajuste de simulación {file} no se puede usar: {reason}"
    case .usageNeedsConfirmation:
      "el pedido pide confirmación y no hay terminal para preguntar: añade --yes para pedir sin preguntar"
    case .usageFromVariable: "{variable}: {problem}"
    case .usageSeeHelp: "El uso se explica en «{command} --help»."
    case .noStatePlace:
      "ni HOME, ni XDG_DATA_HOME, ni TASCH_STATE indican dónde guardar tu estado"
    case .noStatePlaceRecovery: "Define HOME, XDG_DATA_HOME o TASCH_STATE."
    case .usageMendFile: "Corrige {file} o apártalo."
    case .usageNameAnExistingConfig:
      "Indica un archivo de configuración que exista con --config o TASCH_CONFIG, o quita TASCH_CONFIG."
    case .confirmPrompt: "{question} [s/N] "
    case .yesAnswers: "s sí si y yes"
    case .checkoutCancelled: "No se ha pedido nada."
    case .replaySeed:
      "Los fallos se sortearon al azar con la semilla {seed}: añade --seed {seed} para repetir esta ejecución."
    case .columnID: "ID"
    case .columnName: "Nombre"
    case .columnPrice: "Precio"
    case .columnRating: "Valoración"
    case .columnStock: "Existencias"
    case .hintMove: "mover"
    case .hintSwitch: "cambiar de lista"
    case .hintOpen: "abrir"
    case .hintRemove: "quitar"
    case .hintCheckOut: "pedir"
    case .hintSimulate: "simular"
    case .hintHelp: "ayuda"
    case .hintQuit: "salir"
    case .hintBack: "volver"
    case .hintRate: "valorar"
    case .hintWishList: "lista de deseos"
    case .hintNextPrevious: "siguiente/anterior"
    case .hintFailure: "fallo"
    case .hintLatency: "latencia"
    case .hintSeed: "nueva semilla"
    case .hintKind: "tipo"
    case .hintApplyPreset: "aplicar preajuste"
    case .hintReset: "restablecer"
    case .helpInDialog: "En un diálogo"
    case .keyDialogMove: "Pasar de un botón del diálogo a otro"
    case .keyYesNo: "Responder sí o no a la pregunta del diálogo"
    case .keyDialogLetter: "Elegir el botón cuya letra está subrayada"
    case .hintChoose: "elegir"
    case .hintCancel: "cancelar"
    case .hintYesNo: "sí/no"
    case .hintFilter: "filtrar"
    case .hintKeep: "mantener"
    case .hintClear: "borrar"
    case .helpFilterPrompt: "Filtro: "
    case .helpNoMatch: "Ninguna tecla coincide con «{filter}». Esc borra el filtro."
    case .scrollMore: "{count} más"
    case .helpKeysTitle: "Teclas"
    case .keyMove: "Mover el cursor"
    case .keyPage: "Avanzar o retroceder una página, o ir al primero o al último"
    case .keySwitch: "Cambiar entre el catálogo y la lista de deseos"
    case .keyOpen: "Abrir el producto bajo el cursor"
    case .keyRemove: "Quitar de la lista de deseos el artículo bajo el cursor"
    case .keyQuantity:
      "Una unidad más o una menos del artículo de la lista de deseos; en cero, sale"
    case .keyCode: "Escribir un código promocional para el carrito; vacío, se quita"
    case .keyCheckOut: "Tramitar el pedido"
    case .keyWishList: "Añadir el producto a la lista de deseos, o quitarlo"
    case .keyRateStars: "Valorar el producto de 1 a 5 estrellas"
    case .keyRateStep: "Bajar o subir tu valoración"
    case .keyNextPrevious: "Producto siguiente o anterior"
    case .keyReload: "Recargar después de un error"
    case .keySimulate: "Simular cargas lentas o fallidas"
    case .keyHelp: "Mostrar estas teclas"
    case .keyBack: "Volver, o cancelar un diálogo"
    case .keyConfirm: "Elegir el botón con el foco"
    case .keyQuit: "Salir"
    case .keySuspend: "Suspender; fg devuelve la tienda"
    case .simulationTitle: "Simulación"
    case .simulationOperation: "Operación"
    case .simulationFailure: "Fallo"
    case .simulationLatency: "Latencia"
    case .simulationSeed: "Semilla"
    case .quitOnceSaved: "Guardando… la tienda se cierra al terminar; {key} otra vez sale ya."
    case .noPageNoLongerSold:
      "{name} ya no se vende, así que no tiene página; {key} lo quita de tu lista de deseos."
    case .simulationUnavailable: "Esta tienda no tiene simulación."
    case .simulationKind: "Tipo"
    case .simulationPreset: "Preajuste"
    case .simulationOptions: "Como opciones"
    case .terminalTooSmall:
      "El terminal es demasiado pequeño para la tienda: necesita al menos 40\u{A0}×\u{A0}12."
    case .terminalTooSmallQuit: "Pulsa {key} para salir."
    case .rateHint: "← → o 1–5"
    case .keyNameEnter: "Intro"
    case .keyNameBackspace: "Retroceso"
    case .keyNameDelete: "Supr"
    case .keyNamePageUp: "RePág"
    case .keyNamePageDown: "AvPág"
    case .keyNameHome: "Inicio"
    case .keyNameEnd: "Fin"
    case .keyNameControl: "Ctrl"
    case .optionStore:
      "dónde está la tienda: sqlite:RUTA o postgresql://…; por defecto los archivos JSON"
    case .optionShop: "la tienda, en un almacén que tiene varias"
    case .optionUser:
      "quien compra, en una base de datos; por defecto el nombre de inicio de sesión"
    case .usageEmptyPath: "{option} necesita una ruta y ha recibido una vacía"
    case .usageEmptyName: "{option} necesita un nombre y ha recibido uno vacío"
    case .usageBlankName:
      "{option} necesita un nombre y solo ha recibido caracteres que no se ven, como espacios o un acento suelto"
    case .usageInvisibleInName:
      "{option} no debe contener caracteres que no se ven o que parecen otros, como un espacio de ancho cero o uno de no separación: una lista no podría distinguir el nombre de otro"
    case .usageLongName:
      "{option} admite un nombre de {limit} caracteres como máximo"
    case .usageControlInName:
      "{option} no debe contener caracteres de control, como un tabulador o un escape"
    case .usageBadStore: "«{value}» no es un almacén: indica sqlite:RUTA o una URI postgresql://"
    case .usageCatalogueWithStore:
      "--catalogue es solo para los archivos JSON; una base de datos guarda su catálogo, cargado con «tasch store load»"
    case .usageStateWithStore:
      "--state es solo para los archivos JSON; una base de datos guarda ella misma la lista de deseos, las valoraciones y los pedidos de cada comprador"
    case .usageShopNotPicked: "el almacén tiene varias tiendas, elige una con --shop: {shops}"
    case .usageUnknownShop: "el almacén no tiene ninguna tienda «{shop}»; tiene: {shops}"
    case .usageBadLink: "«{value}» no es un enlace que tasch abra: {reason}; prueba {links}"
    case .linkNotALink: "un enlace empieza por tasch://"
    case .linkWrongScheme: "empieza por {scheme}://, no por tasch://"
    case .linkUnknownPlace: "la tienda no tiene ningún lugar «{place}»"
    case .linkUnexpectedPath: "este lugar no toma la ruta «{path}»"
    case .linkMissingProductID: "falta el ID del producto tras tasch://product/"
    case .linkUnexpectedQuery: "solo tasch://products toma parámetros"
    case .linkUnexpectedFragment: "un enlace a la tienda no tiene parte #"
    case .linkUnknownParameter: "tasch://products no toma el parámetro «{name}»"
    case .linkRepeatedParameter: "el parámetro «{name}» se da dos veces"
    case .linkMissingValue: "el parámetro «{name}» necesita un valor: {name}=…"
    case .linkUnexpectedValue: "«{name}={value}» da un valor a {name}, que no toma ninguno"
    case .linkBadSort: "«sort={value}» no es un orden: usa {sorts}"
    case .linkBadPercentEncoding:
      "«{text}» tiene un % sin dos dígitos hexadecimales detrás, o bytes que no son UTF-8"
    case .abstractOrders: "Listar los pedidos hechos en esta tienda, los más recientes primero."
    case .abstractUndo: "Deshacer el último cambio en la lista de deseos o las valoraciones."
    case .abstractRedo: "Rehacer el último cambio deshecho."
    case .abstractHistory: "Listar los cambios que se pueden deshacer, los más recientes primero."
    case .columnOrder: "Pedido"
    case .columnDate: "Fecha"
    case .columnItems: "Artículos"
    case .columnTotal: "Total"
    case .columnDiscount: "Descuento"
    case .undoneMark: "deshecho"
    case .keySearch:
      "Buscar mientras escribes, cada palabra en cualquier orden; Intro mantiene la búsqueda, Esc la borra"
    case .keyClearSearch: "Borrar la búsqueda"
    case .noMatchClearSearch: "Esc borra la búsqueda."
    case .keySort:
      "Ordenar por nombre, precio, valoración, existencias y de nuevo como en el catálogo, por turnos"
    case .keyReverse: "Invertir el orden"
    case .keyInStock: "Mostrar solo lo que hay en existencias, o todo de nuevo"
    case .keyUndo: "Deshacer el último cambio en la lista de deseos o las valoraciones"
    case .keyRedo: "Rehacer el último cambio deshecho"
    case .hintSearch: "buscar"
    case .hintSort: "ordenar"
    case .hintUndo: "deshacer"
    case .searchPrompt: "Buscar: "
    case .codePrompt: "Código: "
    case .keyNameSpace: "Espacio"
    case .helpExamples: "Ejemplos:"
    case .abstractCompletionIDs:
      "Mostrar los números y nombres de producto que ofrece un script de autocompletado, del catálogo o de la lista de deseos."
    case .exampleCheapest: "Los cinco productos más baratos."
    case .exampleAddTwo: "Añadir los productos 3 y 7 a tu lista de deseos."
    case .exampleCartInGerman: "El carrito en alemán, con los importes en formato alemán."
    case .exampleSearchSorted: "Los productos de cuero, los más baratos primero."
    case .exampleSecondPage: "La segunda página de diez productos en existencias."
    case .exampleBestRatedJSON:
      "Todos los productos, los mejor valorados primero, en JSON para un script."
    case .exampleProduct: "El producto 3 en detalle."
    case .exampleProductJSON: "El producto 3 en JSON, con sus colores y medidas."
    case .exampleWishList: "Tu lista de deseos con su total."
    case .exampleRemoveOne: "Quitar el producto 2 de tu lista de deseos."
    case .exampleAddJSON:
      "Añadir el producto 5, y mostrar el resultado y la lista de deseos en JSON."
    case .exampleRemoveTwo: "Quitar los productos 2 y 3 de tu lista de deseos."
    case .exampleSetZero: "Quitar el producto 4 de tu lista de deseos."
    case .exampleSetQuantity: "Pedir tres del producto 4."
    case .exampleAddQuantity: "Añadir dos del producto 4, o fijar su línea en dos si ya está."
    case .exampleRate: "Dar cuatro estrellas al producto 3."
    case .exampleClearRating: "Borrar tu valoración del producto 3."
    case .exampleCart: "Tu lista de deseos con precios: subtotal, envío y total."
    case .exampleCartJSON: "El carrito en JSON, cada importe también en unidades menores."
    case .exampleCartCode: "El carrito con el código WELCOME10 descontado, o por qué no se puede."
    case .exampleCheckout: "Mostrar lo que se pediría y su total, y preguntar antes de pedir."
    case .exampleCheckoutJSON: "Pedir sin confirmación, y mostrar el pedido en JSON."
    case .exampleCheckoutCode:
      "Pedir con el código WELCOME10; un código que no se puede usar no pide nada."
    case .exampleOrders: "Los pedidos que hiciste en esta tienda, los más recientes primero."
    case .exampleOrdersJSON: "Los pedidos en JSON, con sus artículos y totales."
    case .exampleOrdersPage: "Los diez pedidos anteriores a los diez más recientes."
    case .exampleUndo: "Deshacer tu último cambio en la lista de deseos o en las valoraciones."
    case .exampleUndoJSON: "Deshacerlo, y mostrar en JSON lo que se deshizo."
    case .exampleRedo: "Rehacer el último cambio deshecho."
    case .exampleRedoJSON: "Rehacerlo, y mostrar en JSON lo que se rehízo."
    case .exampleHistory: "Los cambios que se pueden deshacer, los más recientes primero."
    case .exampleHistoryJSON: "Los mismos cambios en JSON, para un script."
    case .exampleHelp: "Qué hace tasch, con sus órdenes y opciones."
    case .exampleHelpCommand: "Cómo añadir productos a tu lista de deseos."
    case .exampleCompletionBash:
      "Completar las órdenes y los números de producto de tasch en esta sesión de bash."
    case .exampleCompletionZsh: "Lo mismo en esta sesión de zsh."
    case .exampleCompletionFish: "Lo mismo en cada sesión de fish a partir de ahora."
    case .abstractStore:
      "Gestionar un almacén en una base de datos: cargar catálogos en él, dar tokens a sus compradores."
    case .abstractStoreLoad:
      "Cargar un catálogo en el almacén que indica --store: sus productos y existencias sustituyen a los de la tienda; las listas de deseos, valoraciones y pedidos de los compradores se conservan."
    case .usageStoreNeeded:
      "store load necesita --store: sqlite:RUTA o una URI postgresql:// donde cargar"
    case .usageShopWithLoad:
      "store load no admite --shop: la tienda es el nombre «shop» del catálogo, o si no el nombre de su archivo sin .json"
    case .usageUserWithLoad:
      "store load no admite --user: carga el catálogo de la tienda, que comparten todos los compradores"
    case .usageUserWithShopperTokens:
      "store shopper no admite --user: add y revoke nombran a su comprador como NAME, y list los lista a todos"
    case .usageUserWithServe:
      "serve no admite --user con un almacén de base de datos: el token de cada petición dice de quién son los datos"
    case .usageNoJSONForm: "{command} no admite --json: escribe texto, no un documento JSON"
    case .usageUserWithFiles:
      "--user elige un comprador en un almacén en base de datos (--store); los archivos JSON guardan los datos de un solo comprador, y --state elige otro archivo"
    case .storeLoaded: "Tienda {shop} cargada en {store}: {products}."
    case .storeSearchesEveryProduct:
      "buscar texto leerá todos los productos de este almacén, pues no guarda un índice de texto: {reason}"
    case .exampleStoreLoadSQLite: "Cargar un catálogo en un archivo SQLite, que se crea si falta."
    case .exampleStoreLoadPostgreSQL: "Cargarlo en una base de datos PostgreSQL."
    case .exampleStoreLoadAgain:
      "Cargar una versión nueva: se reemplazan productos y existencias, se conservan los datos de quienes compran."
    case .abstractStoreShopper:
      "Dar a los compradores de un almacén en base de datos tokens para tasch serve, listarlos, revocarlos."
    case .abstractStoreShopperAdd:
      "Crear un token para el comprador NAME y mostrarlo, solo esta vez: tasch serve actúa por NAME en cada solicitud que lo lleve."
    case .abstractStoreShopperList:
      "Listar los compradores que tienen un token, y cuándo se creó cada uno; nunca los tokens."
    case .abstractStoreShopperRevoke:
      "Revocar el token de NAME: tasch serve rechaza desde ahora las solicitudes que lo lleven."
    case .exampleStoreShopperAdd:
      "Dar un token a ann, guardado en una variable del shell para curl."
    case .exampleStoreShopperList: "Quién tiene un token en la tienda tasch, en JSON."
    case .exampleStoreShopperRevoke: "Retirar el token de ann, si se perdió."
    case .usageTokensNeedDatabase:
      "store shopper necesita --store: los tokens son para almacenes en base de datos; con los archivos JSON tasch serve actúa por el único comprador local y no necesita ninguno"
    case .storeShopperTokenShownOnce:
      "Con este token las solicitudes a tasch serve actúan por {name} en la tienda {shop}: envíalo como Authorization: Bearer TOKEN. Solo se muestra esta vez."
    case .storeShopperTokenHeld: "{name} ya tiene un token en la tienda {shop}."
    case .storeShopperTokenHeldRecovery:
      "Revócalo antes con tasch store shopper revoke {name} y luego vuelve a añadir a {name}."
    case .storeShopperTokenTakenBack:
      "el token de {name} no se pudo escribir en la salida estándar, así que se retiró: {name} no tiene token en la tienda {shop}; vuelve a ejecutar la orden donde su salida se pueda escribir"
    case .storeShopperNoToken: "{name} no tiene token en la tienda {shop}."
    case .storeShopperNoTokenRecovery: "tasch store shopper list muestra quién tiene uno."
    case .storeShopperRevoked:
      "Se revocó el token de {name} en la tienda {shop}: tasch serve rechaza desde ahora las solicitudes que lo lleven."
    case .storeShopperNoneHold: "Ningún comprador de la tienda {shop} tiene token."
    case .columnShopper: "Comprador"
    case .columnTokenMade: "Token creado"
    case .abstractSimulation:
      "Listar y mostrar los preajustes de simulación que elige --simulation."
    case .abstractSimulationList: "Listar cada preajuste de simulación, con sus opciones."
    case .abstractSimulationShow: "Mostrar un preajuste de simulación."
    case .exampleSimulationList: "Cada preajuste, incluido o propio."
    case .exampleSimulationShow: "Lo que simula el preajuste flaky."
    case .exampleSimulationUse: "Cada preajuste, escrito en un archivo."
    case .exampleSimulationOverride: "Lo que simula el preajuste offline."
    case .abstractServe:
      "Servir la tienda por HTTP: las mismas operaciones y documentos --json, para otros programas."
    case .optionSimulationControl:
      "dejar que los clientes lean y cambien la simulación: /api/simulation y la cabecera Tasch-Simulate"
    case .optionListen:
      "escuchar en HOST:PUERTO (por defecto 127.0.0.1:8080; el puerto 0 elige uno libre)"
    case .exampleServe: "Servir la tienda en http://127.0.0.1:8080/."
    case .exampleServeFreePort:
      "En un puerto libre (la primera línea dice dónde), el preajuste flaky, que los clientes de prueba pueden cambiar o sustituir en una petición."
    case .exampleServeDatabase:
      "Servir un almacén de base de datos en todas las direcciones de esta máquina."
    case .usageBadListen: "--listen «{value}» no es HOST:PUERTO: {reason}"
    case .usageListenNotHostAndPort:
      "escríbelo como 127.0.0.1:8080, [::1]:8080 o localhost:8080"
    case .usageListenBadHost:
      "el host debe ser una dirección IPv4, una dirección IPv6 entre corchetes o localhost"
    case .usageListenBadPort:
      "el puerto debe ser un número de 0 a 65535"
    case .usageListenNotLoopback:
      "--listen «{value}» no es una dirección de bucle local: con los archivos JSON el servidor actúa para el único cliente local y solo escucha donde ninguna otra máquina lo alcanza (127.0.0.1, [::1] o localhost)"
    case .serveCannotListen: "no se puede escuchar en {address}: {reason}"
    case .abstractOpen: "Abrir la tienda donde lleva un enlace tasch://."
    case .helpOnHome: "En la pantalla de inicio"
    case .helpOnProduct: "En un producto"
    case .helpOnHomeAndProduct: "En la pantalla de inicio y en un producto"
    case .helpEverywhere: "En todas partes"
    case .hintScroll: "desplazar"
    case .checkoutOrderable: "Se pueden pedir:"
    case .checkoutRemoveUnavailableShort: "Quitarlos y seguir"
    case .checkoutRemoveUnavailableOnlyShort: "Quitarlos"
    case .checkoutTooLarge:
      "Este pedido no se puede hacer: su total es demasiado grande para calcularlo."
    case .exampleOpenProduct: "Abrir la tienda en el producto 3."
    case .exampleOpenCheckout: "Abrir la tienda con el pedido por confirmar."
    case .exampleOpenJSON: "En un script: lo que escribe tasch wishlist --json."
    case .usageBadPath: "{option} no puede nombrar un archivo: {reason}"
    case .usageBadDefaultState:
      "{path}, donde tasch guarda tu estado cuando no se da --state, no puede nombrar un archivo: {reason}"
    case .badDefaultStateRecovery:
      "Mueve {path} a otro sitio, o indica otro archivo de estado con --state o TASCH_STATE."
    case .doneThoughNotWritten:
      "esto se hizo de todos modos, aunque la salida estándar no lo recibió: {done}"
    case .outputNotWritten: "no se puede escribir en la salida estándar: {reason}"
    case .interruptedBeforeFinishing: "Interrumpido antes de que terminara la orden."
    case .interruptedRecovery: "No se cambió nada: ejecútala de nuevo."
    case .outputDiskFull: "el disco está lleno"
    case .outputNotOpen: "no está abierta para escritura"
    case .outputReaderGone: "nada la lee"
    case .startupNotUTF8:
      "{source} no es UTF-8 válido: tasch solo lee nombres y texto en UTF-8, para no tomar nunca un archivo, una carpeta o un comprador por otro"
    case .startupNotUTF8Recovery:
      "Usa UTF-8: convierte el texto (iconv) o cambia el nombre del archivo (convmv)."
    case .startupOptionValue:
      "el valor de {option}"
    case .startupArgument:
      "el argumento {position}"
    case .startupVariable:
      "la variable de entorno {name}"
    case .startupTooFewDescriptors:
      "hay muy pocos descriptores de archivo libres: tasch necesita {needed}, y el límite (ulimit -n {limit}) deja {free}"
    case .startupTooFewDescriptorsRecovery:
      "Sube el límite con ulimit -n y vuelve a ejecutar la orden."
    case .optionConfig:
      "tu archivo de configuración; por defecto $XDG_CONFIG_HOME/tasch/config.json"
    case .environmentConfig:
      "la carpeta de tu archivo de configuración y tus preajustes de simulación"
    case .abstractConfig: "Mostrar tus ajustes, y de dónde viene cada uno."
    case .abstractConfigShow: "Mostrar cada ajuste en vigor, y de dónde viene."
    case .exampleConfigShow:
      "Cada ajuste, y si lo da una opción, una variable, tu archivo de configuración o el valor por defecto."
    case .exampleConfigShowJSON: "Lo mismo, como un documento JSON."
    case .usageBadConfig: "el archivo de configuración {file} no se puede usar: {problem}"
    case .configMissing: "ese archivo no existe"
    case .configUnreadable: "no se puede leer: {reason}"
    case .configNotAFile: "no es un archivo normal"
    case .configTooLarge: "ocupa más de {limit} bytes"
    case .configNotJSON: "no es JSON: línea {line}, columna {column}: {reason}"
    case .configNotAnObject: "debería ser un objeto de ajustes, como {example}"
    case .configUnknownSetting: "«{key}» no es un ajuste; los ajustes son {settings}"
    case .configWrongKind: "«{key}» debería ser {kind}"
    case .configKindText: "texto entre comillas dobles"
    case .configKindPath: "una ruta absoluta entre comillas dobles"
    case .configKindFlag: "true o false"
    case .configKindNumber: "un número entero"
    case .configBadValue: "«{key}»: {problem}"
    case .configKeysNotAnObject:
      "«keys» debería ser un objeto de acciones y sus teclas, como {example}"
    case .configUnknownAction:
      "«keys»: «{action}» no es una acción de la tienda; las acciones son {actions}"
    case .configFixedAction: "«keys»: las teclas de «{action}» no se pueden cambiar"
    case .configKeysNotKeys:
      "«keys.{action}» debería ser una tecla o una lista de teclas, como {example}"
    case .configNoKeys: "«keys.{action}» necesita al menos una tecla"
    case .configKeySentAsAnother:
      "«keys.{action}»: «{key}» llega a la tienda como {same}, que los terminales envían en su lugar; da {same}, u otra tecla"
    case .configUnknownKey:
      "«keys.{action}»: «{key}» no es una tecla; da un carácter, un nombre como enter, page-down o space, o ctrl- y una letra"
    case .configKeyCollision: "«keys.{action}»: «{key}» ya hace «{other}» donde funciona «{action}»"
    case .configShowFile: "Archivo de configuración: {file}"
    case .configShowFileAbsent: "Archivo de configuración: {file} (no existe)"
    case .configShowNoFile:
      "Archivo de configuración: ninguno (ni XDG_CONFIG_HOME ni HOME es una carpeta absoluta)"
    case .columnSetting: "Ajuste"
    case .columnValue: "Valor"
    case .columnFrom: "Origen"
    case .originFlag: "opción {option}"
    case .originEnvironment: "entorno {variable}"
    case .originConfig: "archivo de configuración"
    case .originDefault: "por defecto"
    case .valueNone: "ninguno"
    }
  }
}
