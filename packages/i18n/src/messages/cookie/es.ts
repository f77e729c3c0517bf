import type { CookieMessages } from './en.ts';

/** The cookie consent dialog's texts, es (same keys as `en.ts`). */
const esCookie: CookieMessages = {
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
};

export default esCookie;
