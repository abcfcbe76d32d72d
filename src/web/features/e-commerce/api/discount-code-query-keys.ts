/** The discount codes the admin screen lists; every change asks for them again. */
export const discountCodeQueryKeys = {
  list: ['discount-codes', 'list'] as const,
};
