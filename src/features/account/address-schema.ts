// The billing address form (section paymentdetails): one schema for editing an address
// (PUT /user/address/{id}) and for the billing details (PUT /user/billing-details, which adds the
// tax number). The country is a choice; the postal code is printable ASCII (spec §5); an empty
// line is left out of the body rather than sent empty. Pure, unit-tested.
import { z } from 'zod';
import type { billingAddress, billingAddressBody, billingDetailsBody } from '../../contracts/payments.ts';

/** Countries offered: the ones the server has tax rates for, and the United States. */
export const BILLING_COUNTRIES = ['BR', 'DE', 'ES', 'FR', 'GB', 'IE', 'NL', 'PT', 'US'] as const;

const line = z
  .string()
  .trim()
  .max(200, 'valueTooLong')
  .regex(/^[^\p{Cc}]*$/u, 'valueNotPrintable');

export const addressSchema = z.object({
  countryCode: z.string().regex(/^[A-Z]{2}$/, 'chooseCountry'),
  postalCode: z
    .string()
    .trim()
    .max(16, 'valueTooLong')
    .regex(/^[\x20-\x7E]*$/, 'postalCodeNotPrintable'),
  line1: line,
  city: line,
  default: z.boolean(),
  taxNumber: z
    .string()
    .trim()
    .max(32, 'valueTooLong')
    .regex(/^[\x20-\x7E]*$/, 'valueNotPrintable'),
});

export type AddressValues = z.input<typeof addressSchema>;
export type AddressOutput = z.output<typeof addressSchema>;
type Address = z.infer<typeof billingAddress>;

export function addressValues(address: Address | null, taxNumber: string | null): AddressValues {
  return {
    countryCode: address?.countryCode ?? '',
    postalCode: address?.postalCode ?? '',
    line1: address?.line1 ?? '',
    city: address?.city ?? '',
    default: address?.default ?? true,
    taxNumber: taxNumber ?? '',
  };
}

const present = (value: string) => (value === '' ? undefined : value);

export function addressBody(values: AddressOutput): z.input<typeof billingAddressBody> {
  const body: z.input<typeof billingAddressBody> = { countryCode: values.countryCode, default: values.default };
  const postalCode = present(values.postalCode);
  const line1 = present(values.line1);
  const city = present(values.city);
  if (postalCode) body.postalCode = postalCode;
  if (line1) body.line1 = line1;
  if (city) body.city = city;
  return body;
}

/** The billing details: the address (always the default) and the tax number when one is given. */
export function billingDetailsUpdate(values: AddressOutput): z.input<typeof billingDetailsBody> {
  const taxNumber = present(values.taxNumber);
  return { address: { ...addressBody(values), default: true }, ...(taxNumber ? { taxNumber } : {}) };
}

/** The server names fields inside the body's address (`address.postalCode`): the form's are flat. */
export const addressFormField = (wire: string) => wire.replace(/^address\./, '');
