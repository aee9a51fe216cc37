-- One answer to "which seasons has a member paid, and for which club": the member card, the
-- eligibility of entries and the general-meeting export all read this view, so that when
-- orders and bank payments come, they change what "paid" means in one place.
create view member_paid_season as
select p.member_id, p.evidence_season_id, p.club_id, p.amount, p.paid_on
from member_payment p;
