-- Where a club registration request came from, so one client address cannot flood the
-- federation's inbox with requests (see MAX_CLUB_REQUESTS_PER_ADDRESS in the api).
alter table club_request add column client_address text;
create index club_request_client_address_idx on club_request (client_address, created_at);
