import { ArrowBackIcon } from '@/web/features/e-commerce/components/ecommerce-icons';

/** The back arrow, pointing the reading direction's way back (right in RTL). */
export function BackIcon() {
  return (
    <ArrowBackIcon sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : undefined) }} />
  );
}
