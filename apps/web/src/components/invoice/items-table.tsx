import type { OrderItem } from '@laundry/shared/contracts/orders';
import { formatInr } from '@laundry/shared/rules/money';
import './items-table.css';

interface ItemsTableProps {
  items: readonly OrderItem[];
  /**
   * 'invoice': the printed invoice's table, numbered and with a unit column, on fixed colours
   * (it is also turned into a PNG). 'bill': the order card's bill, where on a phone the service
   * column gives way and the service shows under the item instead.
   */
  variant: 'invoice' | 'bill';
}

/** An order's bill rows: service, item, quantity, rate and amount. */
export function ItemsTable({ items, variant }: ItemsTableProps) {
  const invoice = variant === 'invoice';
  const columns = invoice ? 7 : 5;
  return (
    <table className={`items-table items-table--${variant}`}>
      {!invoice && <caption className="visually-hidden">Items</caption>}
      <thead>
        <tr>
          {invoice && <th scope="col">#</th>}
          <th scope="col" className="items-table__service">
            Service
          </th>
          <th scope="col">Item</th>
          <th scope="col" className="num">
            Qty
          </th>
          {invoice && <th scope="col">Unit</th>}
          <th scope="col" className="num">
            Rate
          </th>
          <th scope="col" className="num">
            Amount
          </th>
        </tr>
      </thead>
      <tbody>
        {items.length === 0 ? (
          <tr>
            <td colSpan={columns} className="items-table__empty">
              No items yet.
            </td>
          </tr>
        ) : (
          items.map((it, i) => (
            <tr key={i}>
              {invoice && <td>{i + 1}</td>}
              <td className="items-table__service">{it.service}</td>
              <td>
                {it.item}
                {!invoice && <span className="items-table__item-service">{it.service}</span>}
              </td>
              <td className="num">{it.qty}</td>
              {invoice && <td>Pcs</td>}
              <td className="num">{formatInr(it.rate)}</td>
              <td className="num">{formatInr(it.amount)}</td>
            </tr>
          ))
        )}
      </tbody>
    </table>
  );
}
