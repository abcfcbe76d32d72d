/** The screens of the area, imported on the first visit to one of them (see deferredScreens). */
export const screens = import.meta.glob('@/web/features/mail/pages/*.tsx');
