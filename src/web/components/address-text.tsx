import Typography from '@mui/material/Typography';
import type { NewAddress } from '@/contract/orders';

/** The address on one line: street, postcode and town, region, country (the parts it has). */
const addressLine = (address: NewAddress) =>
  [address.street, [address.zipCode, address.city].filter(Boolean).join(' '), address.state, address.country]
    .filter(Boolean)
    .join(', ');

/** An address as a card shows it: the line, then the phone number when there is one. */
export function AddressText({ address }: { address: NewAddress }) {
  return (
    <>
      <Typography variant="body2">{addressLine(address)}</Typography>
      {address.phone && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          <bdi>{address.phone}</bdi>
        </Typography>
      )}
    </>
  );
}
