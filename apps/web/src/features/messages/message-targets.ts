/** spec §2: where viewing a message leads, by its type. */
export function messageTarget(type: number): string | undefined {
  const shippingDetails = '/reportForms/shippingDetails';
  switch (type) {
    case 1:
      return `${shippingDetails}?confirmReadyDate=-1,3`;
    case 2:
      return `${shippingDetails}?confirmReadyDate=0,3&owner=1`;
    case 3:
      return `${shippingDetails}?confirmReadyDate=1`;
    case 4:
      return `${shippingDetails}?confirmReadyDate=2`;
    case 5:
      return '/reportForms/containerChangeHistory';
    default:
      return undefined;
  }
}
