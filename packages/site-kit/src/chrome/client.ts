export { HideOnScrollHeader } from './HideOnScrollHeader.tsx';
export { SlideInPanels, type PanelLink, type SearchTarget, type SlideInPanelsTexts } from './SlideInPanels.tsx';
export { ContactWidget, type ContactChannel, type ContactWidgetTexts } from './ContactWidget.tsx';
export { Parallax } from './Parallax.tsx';
