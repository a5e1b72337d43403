import type { OrderDetails } from '@storefront/contracts/order';

/** Who the order is for and, when delivered, where it goes. */
export function OrderContactCard({ order }: { order: OrderDetails }) {
  return (
    <section className="order-card stack-sm" aria-labelledby="order-contact-title">
      <h2 id="order-contact-title" className="order-card__title">
        Contact
      </h2>
      <dl className="order-facts order-facts--stacked">
        <div>
          <dt>Name</dt>
          <dd>{order.contact.name}</dd>
        </div>
        <div>
          <dt>Mobile number</dt>
          <dd>{order.contact.mobile_number}</dd>
        </div>
        {order.contact.email && (
          <div>
            <dt>E-mail</dt>
            <dd>{order.contact.email}</dd>
          </div>
        )}
        {order.address && (
          <div>
            <dt>Delivery address</dt>
            <dd>
              {order.address.label}
              {order.address.notes && <span className="order-facts__note">{order.address.notes}</span>}
            </dd>
          </div>
        )}
      </dl>
    </section>
  );
}
