// Everything on the property page that trades: the buy, sell and gift cards and the order book
// (its buy-from-an-order dialog, the payment step, cancelling one's own orders). One chunk,
// fetched after the first paint (PropertyDetailPage), so the title and the photos wait for none of it.
export { BuyCard, GiftCard, SellCard } from './TradeCards';
export { OrderBookSection } from './OrderBookSection';
