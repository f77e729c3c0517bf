import type { Messages } from './en.ts';

/** Textos de la interfaz en español (mismas claves que `en.ts`). */
const es: Messages = {
  http: {
    status: {
      '118': {
        status: 'Tiempo de conexión agotado',
        message: 'El servidor no respondió en el tiempo previsto.',
      },
      '204': {
        status: 'Sin contenido',
        message: 'La solicitud se realizó correctamente, pero la respuesta no contiene datos.',
      },
      '400': {
        status: 'Solicitud incorrecta',
        message: 'El mensaje de la solicitud no tenía una estructura correcta.',
      },
      '401': {
        status: 'No autorizado',
        message: 'La solicitud no puede realizarse sin una autenticación válida.',
      },
      '403': {
        status: 'Prohibido',
        message:
          'No tiene la autorización necesaria para ver esta página o no se enviaron todas las cabeceras esperadas.',
      },
      '404': {
        status: 'No encontrado',
        message: 'No se ha encontrado el recurso solicitado.',
      },
      '405': {
        status: 'Método no permitido',
        message: 'El método de la solicitud no es compatible con este recurso.',
      },
      '414': {
        status: 'Dirección demasiado larga',
        message: 'La dirección solicitada es demasiado larga.',
      },
      '499': {
        status: 'Bloqueado por el navegador',
        message:
          'Su navegador ha bloqueado la solicitud, por ejemplo mediante un bloqueador de anuncios o una extensión de privacidad.',
      },
      '500': {
        status: 'Error interno del servidor',
        message: 'Se ha producido un error inesperado.',
      },
      '503': {
        status: 'Servicio no disponible',
        message:
          'El servidor no está disponible temporalmente, por ejemplo por sobrecarga o por trabajos de mantenimiento.',
      },
    },
  },
  site: {
    skipToContent: 'Ir al contenido',
    mainNavigation: 'Navegación principal',
    pageNavigation: 'Navegación de la página',
    pageNavigationHint: 'Cada página se abre en un panel sobre esta.',
    preview: {
      label: 'Vista previa',
      text: 'Está viendo cambios no publicados. Los visitantes ven la versión publicada.',
      expires: 'Este enlace de vista previa es válido hasta las {{time}} (UTC).',
    },
    search: {
      label: 'Búsqueda en el sitio',
      field: 'Término de búsqueda',
      submit: 'Buscar',
      results_one: '{{count}} resultado para «{{keyword}}»',
      results_other: '{{count}} resultados para «{{keyword}}»',
      empty: 'No hay resultados para «{{keyword}}».',
      emptyHint: 'Compruebe la ortografía o pruebe con un término más general.',
      prompt: 'Introduzca un término para buscar en este sitio web.',
      invalid: 'Introduzca un término de como máximo {{max}} caracteres, sin < ni >.',
      pages_one: '{{count}} página',
      pages_other: '{{count}} páginas',
      offers_one: '{{count}} oferta adecuada',
      offers_other: '{{count}} ofertas adecuadas',
      allOffers: 'Ver las {{count}} ofertas para «{{keyword}}»',
    },
    breadcrumb: 'Está aquí',
    openMenu: 'Abrir menú',
    closeMenu: 'Cerrar menú',
    home: 'Página de inicio',
    logoAlt: '{{name}}: ir a la página de inicio',
    language: {
      label: 'Idioma',
      switchTo: 'Cambiar de idioma',
      current: 'Idioma actual: {{language}}',
      names: {
        de: 'Deutsch',
        en: 'English',
        fr: 'Français',
        es: 'Español',
        pl: 'Polski',
      },
    },
    footer: {
      label: 'Pie de página',
      privacy: 'Privacidad',
      legalNotice: 'Aviso legal',
      cookieSettings: 'Configuración de cookies',
      contact: 'Contacto',
      copyright: '© {{year}} {{company}}',
    },
    notFound: {
      title: 'Página no encontrada',
      text: 'Lo sentimos, la página que busca no existe o se ha trasladado. Compruebe la dirección o vuelva a empezar desde la página de inicio.',
      backToHome: 'Volver a la página de inicio',
      metaTitle: 'Página no encontrada',
      metaDescription: 'No se ha encontrado la página solicitada.',
      offerTitle: 'Esta oferta ya no está disponible',
      offerText:
        'Es posible que el puesto ya esté cubierto o que la oferta se haya retirado. Nuestras ofertas actuales le esperan en la búsqueda de empleo.',
      toOffers: 'Ver las ofertas actuales',
    },
    badRequest: {
      title: 'Solicitud no válida',
      text: 'No se ha podido procesar la dirección solicitada. Compruebe si contiene errores tipográficos o vuelva a empezar desde la página de inicio.',
      backToHome: 'Volver a la página de inicio',
    },
    serverError: {
      title: 'Algo ha salido mal',
      text: 'Se ha producido un error inesperado por nuestra parte. Vuelva a intentarlo dentro de unos minutos.',
      backToHome: 'Volver a la página de inicio',
      retry: 'Intentar de nuevo',
    },
  },
  cookie: {
    dialogLabel: 'Consentimiento de cookies',
    intro: {
      headline: 'Su privacidad es importante para nosotros',
      text: 'Utilizamos cookies y tecnologías similares para que este sitio web funcione de forma segura y, con su consentimiento, para mejorarlo y mostrarle contenidos relevantes. Puede cambiar su elección en cualquier momento en «Configuración de cookies», en el pie de página. Encontrará más información en nuestra {{privacy}} y en el {{legalNotice}}.',
      legalNotice: 'aviso legal',
      privacy: 'política de privacidad',
    },
    button: {
      acceptAll: 'Aceptar cookies',
      acceptEssentials: 'Aceptar solo cookies esenciales',
      configure: 'Configurar cookies',
      back: 'Volver',
      save: 'Guardar configuración',
    },
    settings: {
      headline: 'Configuración de privacidad',
      text: 'Elija qué categorías y servicios permite. Las cookies esenciales son necesarias para el funcionamiento del sitio web y no pueden desactivarse.',
      moreInfo: 'Más información',
      alwaysOn: 'Siempre activas',
      providers: 'Servicios',
    },
    category: {
      all: {
        title: 'Todas',
        description: 'Permitir todas las categorías y servicios a la vez.',
      },
      essentials: {
        title: 'Esenciales',
        description:
          'Necesarias para funciones básicas como la navegación, la seguridad y el registro de su consentimiento. Estas cookies no pueden desactivarse.',
      },
      functional: {
        title: 'Funcionales',
        description:
          'Permiten funciones adicionales como mapas, vídeos y pódcasts, y nos ayudan a entender cómo se utiliza el sitio web para poder mejorarlo.',
      },
      marketing: {
        title: 'Marketing',
        description:
          'Sirven para medir el éxito de nuestras ofertas de empleo y campañas y para mostrarle ofertas relevantes en otros sitios web.',
      },
    },
    provider: {
      crm: {
        name: 'Servicio comercial CRM',
        description: 'Gestiona sus consultas y solicitudes de contacto y las asigna a la persona de contacto adecuada.',
      },
      cdn: {
        name: 'Red de distribución de contenidos',
        description:
          'Entrega imágenes, scripts y hojas de estilo de forma rápida y segura desde servidores cercanos a usted.',
      },
      api: {
        name: 'Interfaz de búsqueda de empleos y proyectos',
        description:
          'Proporciona las ofertas de empleo, los proyectos y los datos de las oficinas que se muestran en este sitio web.',
      },
      fonts: {
        name: 'Fuentes web',
        description: 'Carga las tipografías que dan a este sitio web su aspecto uniforme.',
      },
      maps: {
        name: 'Mapas',
        description: 'Muestra mapas interactivos de nuestras oficinas y sedes y calcula rutas.',
      },
      uptime: {
        name: 'Supervisión de disponibilidad',
        description: 'Mide los tiempos de carga y la disponibilidad para detectar a tiempo problemas técnicos.',
      },
      video: {
        name: 'Plataforma de vídeo',
        description:
          'Reproduce los vídeos integrados. Los datos solo se transmiten a la plataforma de vídeo tras su consentimiento.',
      },
      podcast: {
        name: 'Reproductor de pódcasts',
        description: 'Reproduce episodios de pódcast integrados directamente en este sitio web.',
      },
      analytics: {
        name: 'Analítica web',
        description:
          'Recoge estadísticas anonimizadas sobre visitas y uso de las páginas para ayudarnos a mejorar el sitio web.',
      },
      signals: {
        name: 'Señales de analítica',
        description:
          'Amplía la analítica web con informes entre dispositivos. Requiere que la analítica web esté activada.',
      },
      ads: {
        name: 'Servicio publicitario',
        description: 'Mide el alcance de nuestros anuncios y le muestra ofertas adecuadas en otros sitios web.',
      },
      marketingAutomation: {
        name: 'Automatización de marketing',
        description: 'Personaliza nuestros boletines y comunicaciones de seguimiento según sus intereses.',
      },
    },
  },
  chrome: {
    menu: 'Menú',
    navigationPanel: 'Navegación',
    search: 'Buscar',
    searchPanel: 'Búsqueda',
    close: 'Cerrar',
    searchOffers: {
      heading: 'Encontrar empleo',
      label: 'Puesto o palabra clave',
      submit: 'Buscar empleos',
    },
    searchSite: {
      heading: 'Buscar en este sitio web',
      label: 'Término de búsqueda',
      submit: 'Buscar en el sitio',
    },
    contact: {
      toggle: 'Contacto',
      heading: 'Contacta con nosotros',
      phone: 'Teléfono',
      email: 'Correo electrónico',
      whatsapp: 'WhatsApp',
      link: 'Enlace',
      hours: 'Horario',
      close: 'Cerrar contacto',
    },
  },
  jobAgent: {
    search: {
      any: 'todas las ofertas',
      keyword: '«{{keyword}}»',
      near: 'en {{city}} (+{{radius}} km)',
      in: 'en {{city}}',
    },
    frequency: { asap: 'lo antes posible', daily: 'a diario', weekly: 'cada semana' },
    mail: {
      confirmSubject: 'Confirme su alerta de empleo en {{site}}',
      confirmIntro:
        'Ha creado en {{site}} una alerta de empleo para {{search}} ({{frequency}}). Confírmela para que le enviemos las nuevas ofertas que encajen.',
      confirmButton: 'Confirmar alerta de empleo',
      confirmIgnore:
        'Si no ha sido usted, ignore este correo: sin confirmación, la alerta de empleo se elimina a los 7 días.',
      digestSubject_one: '1 oferta nueva: {{search}}',
      digestSubject_other: '{{count}} ofertas nuevas: {{search}}',
      digestIntro: 'Nuevas ofertas para su alerta de empleo {{search}}:',
      more_one: 'y 1 oferta más',
      more_other: 'y {{count}} ofertas más',
      showAll: 'Ver todas las ofertas',
      manage: 'Gestionar la alerta de empleo',
      unsubscribe: 'Darse de baja',
      why: 'Recibe este correo porque creó y confirmó una alerta de empleo en {{site}}.',
    },
  },
  contest: {
    name: 'Tu nombre',
    email: 'Tu correo electrónico',
    answer: 'Tu respuesta',
    terms: 'Acepto las condiciones de participación.',
    termsLink: 'Leer las condiciones de participación',
    termsHeading: 'Condiciones de participación',
    prizes: 'Premios',
    closes: 'Cierra el {{date}}',
    closed: 'Este concurso terminó el {{date}}. ¡Gracias por tu interés!',
    submit: 'Participar',
    required: 'obligatorio',
    errorSummary: 'Revisa los campos marcados.',
    error: {
      required: 'Rellena este campo.',
      tooLong: 'El texto es demasiado largo.',
      invalid: 'Introduce un correo electrónico válido, p. ej. nombre@ejemplo.es.',
      unknownAnswer: 'Elige una de las respuestas.',
      termsRequired: 'Acepta las condiciones de participación.',
    },
    outcome: {
      stored: '¡Gracias, {{name}}! Hemos recibido tu participación. ¡Mucha suerte!',
      duplicate: 'Este correo electrónico ya ha participado en este concurso. Cada persona puede participar una vez.',
      closed: 'Lo sentimos, este concurso ya ha terminado. Tu participación no se ha guardado.',
      unavailable: 'Este concurso no está disponible. Tu participación no se ha guardado.',
      failed: 'No se ha podido guardar tu participación por un problema técnico. Inténtalo de nuevo en un momento.',
    },
    rejected: {
      title: 'Participación no aceptada',
      tooLarge: 'Los datos del formulario son demasiado grandes.',
      unsupported: 'El formulario se envió en un formato que no aceptamos.',
      rateLimited: 'Demasiadas participaciones desde tu conexión. Inténtalo de nuevo en unos minutos.',
      badRequest: 'No se ha podido procesar el formulario.',
      back: 'Volver a la página',
    },
  },
  toast: {
    type: {
      info: 'Información',
      success: 'Éxito',
      warning: 'Advertencia',
      error: 'Error',
    },
    close: 'Cerrar notificación',
    region: 'Notificaciones',
    host: 'Mensaje de',
  },
  map: {
    region: 'Mapa',
    loading: 'Cargando el mapa…',
    consent: {
      title: 'Mapa',
      text: 'Este mapa lo proporciona un servicio de mapas. Se muestra en cuanto permita las cookies funcionales para mapas.',
      allow: 'Permitir mapa',
    },
    configError: 'Este mapa no se puede mostrar: su configuración está incompleta.',
    dataError: 'No se pudieron cargar las sedes.',
    marker: 'Mostrar detalles: {{name}}',
    cluster: '{{count}} sedes – mostrar',
    list: 'Sedes en forma de lista',
    route: 'Planificar ruta',
    more: 'Más información',
    phone: 'Teléfono',
    email: 'Correo electrónico',
    close: 'Cerrar',
    search: {
      label: 'Buscar un lugar en el mapa',
      submit: 'Buscar',
      none: 'No se encontró ningún lugar.',
    },
    zoomIn: 'Acercar',
    zoomOut: 'Alejar',
    compass: 'Orientar al norte',
    locate: 'Buscar mi ubicación',
    fullscreen: 'Pantalla completa',
    fullscreenEnter: 'Pantalla completa',
    fullscreenExit: 'Salir de pantalla completa',
    attribution: 'Mostrar u ocultar las fuentes del mapa',
    feedback: 'Comentarios sobre el mapa',
    locationUnavailable: 'Ubicación no disponible',
    logo: 'Logotipo de MapLibre',
    markerTitle: 'Marcador del mapa',
    globe: {
      on: 'Activar vista de globo',
      off: 'Desactivar vista de globo',
    },
    terrain: {
      on: 'Mostrar relieve',
      off: 'Ocultar relieve',
    },
    gestures: {
      windows: 'Usa Ctrl + rueda del ratón para hacer zoom en el mapa',
      mac: 'Usa ⌘ + rueda del ratón para hacer zoom en el mapa',
      mobile: 'Usa dos dedos para mover el mapa',
    },
  },
  layer: {
    previous: 'Página anterior',
    next: 'Página siguiente',
    close: 'Cerrar',
    loading: 'Cargando…',
  },
  banner: {
    label: 'Aviso',
    close: 'Cerrar',
    wake: 'Mostrar aviso: {{headline}}',
  },
  slider: {
    label: 'Presentación',
    previous: 'Diapositiva anterior',
    next: 'Diapositiva siguiente',
    pause: 'Pausar la presentación',
    play: 'Reproducir la presentación',
    slideRole: 'diapositiva',
    slide: 'Diapositiva {{index}} de {{total}}',
    subMenu: 'Elegir una diapositiva',
  },
  embed: {
    video: {
      notice:
        'Este vídeo procede de una plataforma de vídeo externa. Para proteger su privacidad, solo se carga cuando usted permite la plataforma de vídeo en la configuración de cookies; entonces se transmiten datos a la plataforma.',
      enable: 'Permitir vídeos en la configuración de cookies',
    },
  },
  recruiting: {
    // The standalone embed when the recruiting API cannot be reached from the page (down, or its origin not allowed).
    embed: {
      unavailableTitle: 'Búsqueda de empleo no disponible',
      unavailableText:
        'El servicio de búsqueda de empleo no está disponible en este momento. Inténtelo de nuevo más tarde.',
    },
    reload: {
      // A failed 'load more': the results shown stay.
      failed: 'No se han podido cargar los siguientes resultados.',
      retry: 'Reintentar',
      page: 'Mostrar más ({{from}} a {{to}} de {{total}})',
      // Brand B's own wording.
      more: 'Cargar más empleos ({{from}}–{{to}} de {{total}})',
    },
    search: {
      loading: 'Buscando…',
      all: 'Mostrar las {{total}} ofertas',
      in: 'Buscar en {{city}}',
      title: 'Error en la búsqueda',
      error: 'No se ha podido realizar la búsqueda. Vuelva a intentarlo más tarde.',
      label: 'Búsqueda de empleo',
      keyword: 'Palabra clave',
      keywordPlaceholder: 'Puesto, competencia o palabra clave',
      keywordShort: '¿Qué?',
      suggestions: 'Sugerencias',
      suggestionCount: '{{count}} ofertas',
      didYouMean: '¿Quiso decir «{{query}}»?',
      city: 'Ciudad o código postal',
      cityShort: '¿Dónde?',
      radius: 'Radio',
      radiusAny: 'Cualquier distancia',
      radiusKm: '{{radius}} km',
      submit: 'Buscar',
      adjust: 'Ajustar búsqueda',
      open: 'Abrir búsqueda',
      close: 'Cerrar búsqueda',
    },
    branch: {
      selected: 'Ofertas de la oficina {{branch}}',
      all: 'Todas las oficinas',
    },
    sitenotavailable: {
      title: 'Oferta no disponible',
      text: 'Esta oferta ya no está disponible. Es posible que el puesto ya se haya cubierto. Eche un vistazo a nuestras demás ofertas.',
    },
    broader: {
      title: 'Encontrar más ofertas:',
      radius: 'Buscar en un radio de {{radius}} km',
      keyword: 'Buscar sin la palabra clave «{{keyword}}»',
      filter: 'Buscar sin el filtro «{{filter}}»',
    },
    nojobs: {
      title: 'No se han encontrado empleos',
      text: 'Ninguna oferta coincide con su búsqueda. Pruebe con otra palabra clave, un radio mayor o menos filtros.',
    },
    noprojects: {
      title: 'No se han encontrado proyectos',
    },
    entry: {
      notavailable: 'Esta entrada no está disponible.',
    },
    codenumber: 'Número de referencia',
    list: {
      label: 'Resultados de búsqueda',
      metainfo: {
        part1: 'Ofertas {{from}} a {{to}}',
        part2: 'de {{total}}',
      },
      header: {
        duration: 'Duración',
        start: 'Inicio',
        location: 'Ubicación',
      },
    },
    listFields: {
      salary: 'Salario',
      salaryYear: 'Salario anual',
      salaryMonth: 'Salario mensual',
      salaryHour: 'Tarifa por hora',
      range: 'Área',
      faculty: 'Área de especialidad',
      branch: 'Sucursal',
      workplacetype: 'Modalidad de trabajo',
      jobtype: 'Tipo de contrato',
      staffresponsibility: 'Responsabilidad de personal',
      targetgroup: 'Nivel de experiencia',
      start: 'Inicio',
      duration: 'Duración',
      distance: 'Distancia',
      distanceValue: '{{distance}} km',
      reference: 'N.º de oferta',
    },
    filter: {
      title: 'Filtros',
      open: 'Mostrar filtros',
      close: 'Ocultar filtros',
      reset: 'Restablecer filtros',
      // Said after a ticked filter value that is a link (without JavaScript).
      selected: 'seleccionado',
      active_one: '{{count}} filtro activo',
      active_other: '{{count}} filtros activos',
      expertise: 'Área de especialidad',
      level: 'Nivel de experiencia',
      staffResponsibility: 'Responsabilidad de personal',
      jobType: 'Tipo de contrato',
      workplaceType: 'Modalidad de trabajo',
      internalCareer: 'Carrera interna',
      inhouse: 'Interno',
      headquarter: 'Sede central',
      type: 'Tipo de oferta',
      radius: 'Radio',
    },
    action: {
      applyNow: 'Solicitar ahora',
      downloadPdf: 'Descargar PDF',
      initiativeApplication: 'Candidatura espontánea',
      initiativeApplicationIntro:
        '¿No encuentra nada adecuado en este momento? Envíenos una candidatura espontánea y nos pondremos en contacto con usted en cuanto surja un puesto que encaje.',
      registerFreelancer: 'Registrarse como freelance',
      registerFreelancerTitle: 'Cree su perfil de freelance y reciba ofertas de proyectos adecuadas',
      allFreelanceProjects: 'Todos los proyectos freelance',
      allFreelanceProjectsTitle: 'Mostrar todos los proyectos freelance cerca de esta oficina',
      previousOffer: 'Oferta anterior',
      nextOffer: 'Oferta siguiente',
      close: 'Cerrar',
      contact: 'Contacto',
      showOnMap: 'Mostrar en el mapa',
    },
    detail: {
      failed: 'No se ha podido cargar la oferta. Inténtelo de nuevo más tarde.',
      offer: 'Oferta {{n}}',
      tasks: 'Sus funciones',
      benefits: 'Lo que ofrecemos',
      requirements: 'Su perfil',
      contact: 'Su persona de contacto',
      salary: 'Salario',
      location: 'Ubicación',
      branch: 'Oficina',
      qrCode: 'Escanee el código QR para abrir esta oferta en su móvil',
    },
    duration: 'Duración',
    start: 'Inicio',
    location: 'Ubicación',
    now: 'de inmediato',
    week_one: '{{count}} semana',
    week_other: '{{count}} semanas',
    month_one: '{{count}} mes',
    month_other: '{{count}} meses',
    job_one: 'Empleo',
    job_other: 'Empleos',
    project_one: 'Proyecto',
    project_other: 'Proyectos',
    distance: 'a {{distance}} km',
    salary: 'Salario',
    salaryHour: 'Tarifa por hora',
    salaryMonth: 'Salario mensual',
    salaryPer: {
      amount: '{{amount}}',
      hour: '{{amount}} / hora',
      month: '{{amount}} / mes',
    },
    contact: 'Contacto',
    close: 'Cerrar',
  },
};

export default es;
