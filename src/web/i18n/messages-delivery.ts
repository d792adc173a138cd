/**
 * The strings of the delivery charge before the last step: the cart's district choice, its
 * charge and what is left to free delivery, and the same line on the checkout steps.
 * English and Bengali; messages.ts adds them to its catalogues.
 */
export const deliveryEn = {
  'delivery.deliverTo': 'Deliver to',
  'delivery.chooseDistrict': 'Choose your district',
  'delivery.showCharge': 'Show charge',
  'delivery.charge': 'Delivery',
  'delivery.chargeTo': 'Delivery to {district}',
  'delivery.free': 'Free delivery',
  'delivery.bothCharges': '{local} inside {district}, {elsewhere} elsewhere',
  'delivery.chooseForCharge': 'Choose your district to see your delivery charge.',
  'delivery.fromAddress': 'From your default address.',
  'delivery.addMore': 'Add more than {amount} for free delivery',
  'delivery.freeOver': 'Free delivery on orders over {amount}',
  'delivery.total': 'Total with delivery',
} as const;

export const deliveryBn: Record<keyof typeof deliveryEn, string> = {
  'delivery.deliverTo': 'ডেলিভারি যাবে',
  'delivery.chooseDistrict': 'আপনার জেলা বেছে নিন',
  'delivery.showCharge': 'চার্জ দেখুন',
  'delivery.charge': 'ডেলিভারি',
  'delivery.chargeTo': '{district}-এ ডেলিভারি',
  'delivery.free': 'ফ্রি ডেলিভারি',
  'delivery.bothCharges': '{district}-এর ভেতরে {local}, অন্য জেলায় {elsewhere}',
  'delivery.chooseForCharge': 'ডেলিভারি চার্জ দেখতে আপনার জেলা বেছে নিন।',
  'delivery.fromAddress': 'আপনার মূল ঠিকানা থেকে।',
  'delivery.addMore': 'ফ্রি ডেলিভারির জন্য আরও {amount}-এর বেশি কেনাকাটা করুন',
  'delivery.freeOver': '{amount}-এর বেশি অর্ডারে ফ্রি ডেলিভারি',
  'delivery.total': 'ডেলিভারিসহ মোট',
};
