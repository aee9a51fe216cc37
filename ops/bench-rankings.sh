# Sourced by ops/bench in stress mode: a department's rankings over 2,000,000 result rows.
#
# The result rows are made here once (database stopa_bench_stress): 400 published events of
# cross-country (50 a season over the seasons 2019/20–2026/27), 5 result races each, 1,000
# classified athletes a race drawn from the register's 200,000 members — 2,000,000 rows. Then a
# cup ranking and a FIS-points ranking of the current season are computed as the worker's job
# computes them (`stopa-admin rankings recompute`, timed), and the pages read them: the
# rankings page of the department, the first page of the cup's women, the FIS ranking's U16
# men, and a page in the middle of its men; target p99 ≤ 200 ms.

rankings_bench() {
  local season department rows
  season=$(( $(date +%-m) >= 7 ? $(date +%Y) + 1 : $(date +%Y) ))
  department=$(psql "$DATABASE_URL" -Atc "select department_id from department where code = 'cc'")
  rows=$(psql "$DATABASE_URL" -Atc "select count(*) from result_row r join result_race rr using (result_race_id) where rr.source_key like 'bench-%'")
  if [ "$rows" -lt 2000000 ]; then
    say "Making 2,000,000 result rows (400 events, 2,000 races) of cross-country"
    psql "$DATABASE_URL" -v ON_ERROR_STOP=1 -q <<SQL
begin;
delete from racing_event where name like 'Bench závod %';
insert into racing_event (kind, name, department_id, season_id, category, organiser_kind,
    organiser_club_id, place, country, date_from, date_to, state, publication_status, published_at)
select 'RACING', 'Bench závod ' || s || '-' || e, $department,
       (select min(evidence_season_id) from evidence_season), 'B', 'CLUB',
       (select min(club_id) from club), 'Nové Město na Moravě', 'CZ',
       make_date(2019 + s, 1, 2) + (e % 80), make_date(2019 + s, 1, 2) + (e % 80),
       'RESULTS', 'PUBLISHED', now()
from generate_series(1, 8) s, generate_series(1, 50) e;
insert into result_race (racing_event_id, source_key, name, sector, discipline, race_date,
    category, f_value, penalty, status, published_at, row_count, paired_count)
select racing_event_id, 'bench-' || r, 'Závod ' || r, 'CC', 'SP', date_from, 'FIS', 100000, 2000,
       'PUBLISHED', now(), 1000, 1000
from racing_event, generate_series(1, 5) r where name like 'Bench závod %';
insert into result_row (result_race_id, ordinal, rank, last_name, first_name, status, fis_points,
    total_time_ms, member_id, pairing)
select rr.result_race_id, n, n, 'Bench', 'Závodník', 'QLF', n * 10 + rr.result_race_id % 500,
       100000 + n * 100,
       ids.a[1 + ((rr.result_race_id * 7919 + n * 104729) % cardinality(ids.a))], 'MANUAL'
from result_race rr, generate_series(1, 1000) n,
     (select array_agg(member_id order by member_id) as a from member where not archived) ids
where rr.source_key like 'bench-%';
commit;
vacuum analyze result_race;
vacuum analyze result_row;
SQL
  fi
  psql "$DATABASE_URL" -v ON_ERROR_STOP=1 -q <<SQL
insert into ranking (department_id, season, name, rule, rating, published, published_at)
values ($department, $season, 'Bench pohár', 'CUP_POINTS', 'POSITIVE', true, now()),
       ($department, $season, 'Bench FIS body', 'FIS_POINTS', 'NEGATIVE', true, now())
on conflict (department_id, season, name) do nothing;
SQL
  say "Computing the rankings of cross-country $season (the worker's job)"
  "$bin/stopa-admin" rankings recompute --department cc --season "$season"
  local cup fis lines deep
  cup=$(psql "$DATABASE_URL" -Atc "select ranking_id from ranking where name = 'Bench pohár' and season = $season")
  fis=$(psql "$DATABASE_URL" -Atc "select ranking_id from ranking where name = 'Bench FIS body' and season = $season")
  lines=$(psql "$DATABASE_URL" -Atc "select count(*) from ranking_entry where ranking_id = $cup and category = 'ALL'")
  # A page in the middle of the FIS ranking's men.
  deep=$(psql "$DATABASE_URL" -Atc "select count(*) / 2 from ranking_entry where ranking_id = $fis and category = 'ALL' and sex = 'MALE'")
  psql "$DATABASE_URL" -qc "vacuum analyze ranking_entry" >/dev/null

  say "Stress: a department's rankings ($lines athletes) on 2,000,000 result rows, $CONNECTIONS connections, ${DURATION}s each"
  local rankings=() query name body
  for query in \
    "RankingsPage|rankings(departmentId: $department) { season rankings { id name athleteCount } documents { id } }" \
    "RankingStandings|rankingStandings(rankingId: $cup, category: ALL, sex: FEMALE) { total rows { position name slug clubName points resultCount } }" \
    "RankingStandings|rankingStandings(rankingId: $fis, category: U16, sex: MALE) { total rows { position name slug clubName points resultCount } }" \
    "RankingStandings|rankingStandings(rankingId: $fis, category: ALL, sex: MALE, offset: $deep, limit: 100) { total rows { position name points } }"; do
    IFS='|' read -r name body <<<"$query"
    body=$(node -e 'process.stdout.write(JSON.stringify({ query: `query ${process.argv[1]} { ${process.argv[2]} }` }))' "$name" "$body")
    curl -s "$base/graphql" -H 'content-type: application/json' -H "Cookie: $cookie" \
      -H "x-gql-operation: $name" -H 'x-gql-operation-type: query' -d "$body" > "$work/ranking.json"
    grep -q '"errors"' "$work/ranking.json" && { echo "ranking $name: $(head -c 300 "$work/ranking.json")" >&2; exit 1; }
    local shown
    shown=$(node -e 'const d = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8")).data; const r = d.rankingStandings; process.stdout.write(r ? `${r.rows.length} of ${r.total}` : `${d.rankings.rankings.length} rankings`)' "$work/ranking.json")
    cat > "$work/ranking.lua" <<LUA
wrk.method = "POST"
wrk.body = [[$body]]
wrk.headers["Content-Type"] = "application/json"
wrk.headers["X-GQL-Operation"] = "$name"
wrk.headers["X-GQL-Operation-Type"] = "query"
wrk.headers["Cookie"] = "$cookie"
LUA
    wrk -t2 -c"$CONNECTIONS" -d2s -s "$work/ranking.lua" "$base/graphql" >/dev/null
    wrk -t2 -c"$CONNECTIONS" -d"${DURATION}s" --latency -s "$work/ranking.lua" "$base/graphql" > "$work/ranking.out"
    read -r rps p50 p99 bad < <(wrk_summary < "$work/ranking.out")
    rankings+=("$(echo "$query" | cut -d'|' -f2 | cut -c1-44)… ($shown)|$rps|$p50|$p99|$bad")
  done
  echo
  echo "Rankings of cross-country $season at $MEMBERS members and 2,000,000 result rows, $CONNECTIONS connections"
  printf '  %-70s %8s %8s %8s %8s\n' query 'req/s' 'p50 ms' 'p99 ms' non-2xx
  local worst=0 row label
  for row in "${rankings[@]}"; do
    IFS='|' read -r label rps p50 p99 bad <<<"$row"
    printf '  %-70s %8s %8s %8s %8s\n' "$label" "$rps" "$p50" "$p99" "$bad"
    worst=$(awk -v a="$worst" -v b="$p99" 'BEGIN { print (b > a ? b : a) }')
  done
  echo "  worst p99: $worst ms   target: p99 ≤ 200 ms"
}
