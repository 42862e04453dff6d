-- Credit packages bought online (issue 13): one purchase per payment, whichever of the provider's
-- events (checkout.session.completed, invoice.paid) arrives first creates it; the other finds it.
-- Demo purchases have no payment (null), so the index is partial.
create unique index carfax_package_purchases_payment on carfax_package_purchases (payment_id) where payment_id is not null;
