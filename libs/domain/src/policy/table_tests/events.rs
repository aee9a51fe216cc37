//! The tables of racing events, results, lists and scopes and the federation's own decisions.

use super::*;

/// Adds this part's rows to the tables.
pub(super) fn rows(t: &mut Tables) {
    table! { t;
        // Racing events.
        racing_event_access {
            //     pub adm per tk | t0 t.pi t.ce t.mt t.rr t.rm t.pa t.ct t.ex t* | a0 a.mc a.pi a.rm a.pa a.tm a.co a.td a.re a.hc a.ex a* | s0 s.mc s.pi s.rm s.pa s.tm s.co s.td s.re s.hc s.ex s*
            (&E_HOME)       => "H W H R | R R R R R W R R R W | H H H W H H H H H H H W | H H H W H H H H H H H W";
            (&E_HOME_PUB)   => "R W R R | R R R R R W R R R W | R R R W R R R R R R R W | R R R W R R R R R R R W";
            (&E_FAR)        => "H W H H | H H H H H H H H H H | H H H H H H H H H H H H | H H H H H H H H H H H H";
            (&E_FAR_PUB)    => "R W R R | R R R R R R R R R R | R R R R R R R R R R R R | R R R R R R R R R R R R";
            (&E_DEPARTMENT) => "H W H H | H H H H H H H H H H | H H H H H H H H H H H H | H H H W H H H H H H H W";
            (&E_REGION)     => "H W H H | H H H H H H H H H H | H H H W H H H H H H H W | H H H H H H H H H H H H";
        }
        entries_access {
            //     pub adm per tk | t0 t.pi t.ce t.mt t.rr t.rm t.pa t.ct t.ex t* | a0 a.mc a.pi a.rm a.pa a.tm a.co a.td a.re a.hc a.ex a* | s0 s.mc s.pi s.rm s.pa s.tm s.co s.td s.re s.hc s.ex s*
            (&E_HOME)     => "H W H R | R R R R R W R R R W | H H H W H H H H H H H W | H H H W H H H H H H H W";
            (&E_FAR_PUB)  => "R W R R | R R R R R R R R R R | R R R R R R R R R R R R | R R R R R R R R R R R R";
        }
        check_racing_event_create {
            //     pub adm per tk | t0 t.pi t.ce t.mt t.rr t.rm t.pa t.ct t.ex t* | a0 a.mc a.pi a.rm a.pa a.tm a.co a.td a.re a.hc a.ex a* | s0 s.mc s.pi s.rm s.pa s.tm s.co s.td s.re s.hc s.ex s*
            (1, Some(1), Some(1)) => "anon ok no no | no no no no no ok no no no ok | no no no ok no no no no no no no ok | no no no ok no no no no no no no ok";
            (2, Some(2), Some(2)) => "anon ok no no | no no no no no no no no no no | no no no no no no no no no no no no | no no no no no no no no no no no no";
            (1, Some(2), None)    => "anon ok no no | no no no no no no no no no no | no no no no no no no no no no no no | no no no ok no no no no no no no ok";
            (2, Some(1), None)    => "anon ok no no | no no no no no no no no no no | no no no ok no no no no no no no ok | no no no no no no no no no no no no";
        }
        check_racing_event_department_change {
            //     pub adm per tk | t0 t.pi t.ce t.mt t.rr t.rm t.pa t.ct t.ex t* | a0 a.mc a.pi a.rm a.pa a.tm a.co a.td a.re a.hc a.ex a* | s0 s.mc s.pi s.rm s.pa s.tm s.co s.td s.re s.hc s.ex s*
            (&E_HOME, 2)       => "anon ok no no | no no no no no ok no no no ok | no no no ok no no no no no no no ok | no no no no no no no no no no no no";
            (&E_DEPARTMENT, 1) => "anon ok no no | no no no no no no no no no no | no no no no no no no no no no no no | no no no ok no no no no no no no ok";
            (&E_FAR, 1)        => "anon ok no no | no no no no no no no no no no | no no no no no no no no no no no no | no no no no no no no no no no no no";
        }
        check_racing_event_publish {
            //     pub adm per tk | t0 t.pi t.ce t.mt t.rr t.rm t.pa t.ct t.ex t* | a0 a.mc a.pi a.rm a.pa a.tm a.co a.td a.re a.hc a.ex a* | s0 s.mc s.pi s.rm s.pa s.tm s.co s.td s.re s.hc s.ex s*
            (&E_HOME) => "anon ok no no | no no no no no no no no no no | no no no no no no no no no no no no | no no no ok no no no no no no no ok";
            (&E_FAR)  => "anon ok no no | no no no no no no no no no no | no no no no no no no no no no no no | no no no no no no no no no no no no";
        }
        racing_event_list_scope {
            //     pub adm per tk | t0 t.pi t.ce t.mt t.rr t.rm t.pa t.ct t.ex t* | a0 a.mc a.pi a.rm a.pa a.tm a.co a.td a.re a.hc a.ex a* | s0 s.mc s.pi s.rm s.pa s.tm s.co s.td s.re s.hc s.ex s*
            () => "anon all pub tk1 | club1 club1 club1 club1 club1 club1 club1 club1 club1 club1 | pub pub pub reg1 pub pub pub pub pub pub pub reg1 | pub pub pub dep1 pub pub pub pub pub pub pub dep1";
        }
        check_club_entry {
            //     pub adm per tk | t0 t.pi t.ce t.mt t.rr t.rm t.pa t.ct t.ex t* | a0 a.mc a.pi a.rm a.pa a.tm a.co a.td a.re a.hc a.ex a* | s0 s.mc s.pi s.rm s.pa s.tm s.co s.td s.re s.hc s.ex s*
            (&E_HOME_PUB, 1) => "anon ok no no | no no no no ok ok no no no ok | no no no ok no no no no no no no ok | no no no ok no no no no no no no ok";
            (&E_FAR_PUB, 1)  => "anon ok no no | no no no no ok no no no no ok | no no no no no no no no no no no no | no no no no no no no no no no no no";
            (&E_FAR_PUB, 2)  => "anon ok no no | no no no no no no no no no no | no no no no no no no no no no no no | no no no no no no no no no no no no";
        }
        check_entry_management {
            //     pub adm per tk | t0 t.pi t.ce t.mt t.rr t.rm t.pa t.ct t.ex t* | a0 a.mc a.pi a.rm a.pa a.tm a.co a.td a.re a.hc a.ex a* | s0 s.mc s.pi s.rm s.pa s.tm s.co s.td s.re s.hc s.ex s*
            (&E_HOME_PUB) => "anon ok no no | no no no no no ok no no no ok | no no no ok no no no no no no no ok | no no no ok no no no no no no no ok";
            (&E_FAR_PUB)  => "anon ok no no | no no no no no no no no no no | no no no no no no no no no no no no | no no no no no no no no no no no no";
        }
        // Results.
        check_result_import {
            //     pub adm per tk | t0 t.pi t.ce t.mt t.rr t.rm t.pa t.ct t.ex t* | a0 a.mc a.pi a.rm a.pa a.tm a.co a.td a.re a.hc a.ex a* | s0 s.mc s.pi s.rm s.pa s.tm s.co s.td s.re s.hc s.ex s*
            (&E_HOME)    => "anon ok no ok | no no no no no ok no no no ok | no no no ok no no no no no no no ok | no no no ok no no no no no no no ok";
            (&E_FAR_PUB) => "anon ok no no | no no no no no no no no no no | no no no no no no no no no no no no | no no no no no no no no no no no no";
        }
        result_work_access {
            //     pub adm per tk | t0 t.pi t.ce t.mt t.rr t.rm t.pa t.ct t.ex t* | a0 a.mc a.pi a.rm a.pa a.tm a.co a.td a.re a.hc a.ex a* | s0 s.mc s.pi s.rm s.pa s.tm s.co s.td s.re s.hc s.ex s*
            (&E_HOME)    => "H W H R | H H H H H W H H H W | H H H W H H H H H H H W | H H H W H H H H H H H W";
            (&E_FAR_PUB) => "H W H H | H H H H H H H H H H | H H H H H H H H H H H H | H H H H H H H H H H H H";
        }
        check_result_manage {
            //     pub adm per tk | t0 t.pi t.ce t.mt t.rr t.rm t.pa t.ct t.ex t* | a0 a.mc a.pi a.rm a.pa a.tm a.co a.td a.re a.hc a.ex a* | s0 s.mc s.pi s.rm s.pa s.tm s.co s.td s.re s.hc s.ex s*
            (&E_HOME)    => "anon ok no no | no no no no no ok no no no ok | no no no ok no no no no no no no ok | no no no ok no no no no no no no ok";
            (&E_FAR_PUB) => "anon ok no no | no no no no no no no no no no | no no no no no no no no no no no no | no no no no no no no no no no no no";
        }
        member_import_previews_limited {
            //     pub adm per tk | t0 t.pi t.ce t.mt t.rr t.rm t.pa t.ct t.ex t* | a0 a.mc a.pi a.rm a.pa a.tm a.co a.td a.re a.hc a.ex a* | s0 s.mc s.pi s.rm s.pa s.tm s.co s.td s.re s.hc s.ex s*
            () => "y n y y | y y y y y y y y y y | y y y y y y y y y y y y | y y y y y y y y y y y y";
        }
        pairing_decision_reach {
            //     pub adm per tk | t0 t.pi t.ce t.mt t.rr t.rm t.pa t.ct t.ex t* | a0 a.mc a.pi a.rm a.pa a.tm a.co a.td a.re a.hc a.ex a* | s0 s.mc s.pi s.rm s.pa s.tm s.co s.td s.re s.hc s.ex s*
            () => "ev fed ev ev | ev ev ev ev ev ev ev ev ev ev | ev ev ev ev ev ev ev ev ev ev ev ev | fed fed fed fed fed fed fed fed fed fed fed fed";
        }
        entry_change_role {
            //     pub adm per tk | t0 t.pi t.ce t.mt t.rr t.rm t.pa t.ct t.ex t* | a0 a.mc a.pi a.rm a.pa a.tm a.co a.td a.re a.hc a.ex a* | s0 s.mc s.pi s.rm s.pa s.tm s.co s.td s.re s.hc s.ex s*
            (&E_HOME_PUB, &ENTRY_OWN, true)   => "anon m o no | no no no no o m no no no m | no no no m no no no no no no no m | no no no m no no no no no no no m";
            (&E_HOME_PUB, &ENTRY_OWN, false)  => "anon m no no | no no no no no m no no no m | no no no m no no no no no no no m | no no no m no no no no no no no m";
            (&E_FAR_PUB, &ENTRY_OWN, true)    => "anon m o no | no no no no o no no no no o | no no no no no no no no no no no no | no no no no no no no no no no no no";
            (&E_FAR_PUB, &ENTRY_OTHER, true)  => "anon m no no | no no no no no no no no no no | no no no no no no no no no no no no | no no no no no no no no no no no no";
        }
        check_self_entry {
            //     pub adm per tk | t0 t.pi t.ce t.mt t.rr t.rm t.pa t.ct t.ex t* | a0 a.mc a.pi a.rm a.pa a.tm a.co a.td a.re a.hc a.ex a* | s0 s.mc s.pi s.rm s.pa s.tm s.co s.td s.re s.hc s.ex s*
            (&E_HOME_PUB, true)  => "anon no 10 no | no no no no no no no no no no | no no no no no no no no no no no no | no no no no no no no no no no no no";
            (&E_HOME_PUB, false) => "anon no no no | no no no no no no no no no no | no no no no no no no no no no no no | no no no no no no no no no no no no";
            (&E_HOME, true)      => "anon no no no | no no no no no no no no no no | no no no no no no no no no no no no | no no no no no no no no no no no no";
        }
        may_create_racing_events {
            //     pub adm per tk | t0 t.pi t.ce t.mt t.rr t.rm t.pa t.ct t.ex t* | a0 a.mc a.pi a.rm a.pa a.tm a.co a.td a.re a.hc a.ex a* | s0 s.mc s.pi s.rm s.pa s.tm s.co s.td s.re s.hc s.ex s*
            () => "n y n n | n n n n n y n n n y | n n n y n n n n n n n y | n n n y n n n n n n n y";
        }
        publication_list_scope {
            //     pub adm per tk | t0 t.pi t.ce t.mt t.rr t.rm t.pa t.ct t.ex t* | a0 a.mc a.pi a.rm a.pa a.tm a.co a.td a.re a.hc a.ex a* | s0 s.mc s.pi s.rm s.pa s.tm s.co s.td s.re s.hc s.ex s*
            () => "anon all no no | no no no no no no no no no no | no no no no no no no no no no no no | no no no dep1 no no no no no no no dep1";
        }
        check_suggestion_create {
            //     pub adm per tk | t0 t.pi t.ce t.mt t.rr t.rm t.pa t.ct t.ex t* | a0 a.mc a.pi a.rm a.pa a.tm a.co a.td a.re a.hc a.ex a* | s0 s.mc s.pi s.rm s.pa s.tm s.co s.td s.re s.hc s.ex s*
            (SuggestionKind::Offer, 1, Some(1))  => "anon ok no no | no no no no no ok no no no ok | no no no no no no no no no no no no | no no no no no no no no no no no no";
            (SuggestionKind::Offer, 1, Some(2))  => "anon ok no no | no no no no no no no no no no | no no no no no no no no no no no no | no no no no no no no no no no no no";
            (SuggestionKind::Offer, 1, None)     => "anon no no no | no no no no no no no no no no | no no no no no no no no no no no no | no no no no no no no no no no no no";
            (SuggestionKind::Request, 1, None)   => "anon ok no no | no no no no no no no no no no | no no no no no no no no no no no no | no no no ok no no no no no no no ok";
            (SuggestionKind::Request, 2, None)   => "anon ok no no | no no no no no no no no no no | no no no no no no no no no no no no | no no no no no no no no no no no no";
        }
        suggestion_scope {
            //     pub adm per tk | t0 t.pi t.ce t.mt t.rr t.rm t.pa t.ct t.ex t* | a0 a.mc a.pi a.rm a.pa a.tm a.co a.td a.re a.hc a.ex a* | s0 s.mc s.pi s.rm s.pa s.tm s.co s.td s.re s.hc s.ex s*
            () => "anon all no no | no no no no no club1 no no no club1 | no no no no no no no no no no no no | no no no dep1 no no no no no no no dep1";
        }
        overview_items {
            //     pub adm per tk | t0 t.pi t.ce t.mt t.rr t.rm t.pa t.ct t.ex t* | a0 a.mc a.pi a.rm a.pa a.tm a.co a.td a.re a.hc a.ex a* | s0 s.mc s.pi s.rm s.pa s.tm s.co s.td s.re s.hc s.ex s*
            () => "- pub+sug+pair+bn+addr+fis+req+rev+ord+tr - - | - - - - ent - ord+fee tr - ord+tr+fee+ent | req req req req req+ord req+tr req req req req req req+ord+tr | - - - pub+sug ord tr - - - - - pub+sug+ord+tr";
        }
        result_work_scope {
            //     pub adm per tk | t0 t.pi t.ce t.mt t.rr t.rm t.pa t.ct t.ex t* | a0 a.mc a.pi a.rm a.pa a.tm a.co a.td a.re a.hc a.ex a* | s0 s.mc s.pi s.rm s.pa s.tm s.co s.td s.re s.hc s.ex s*
            () => "- all - tk1 | - - - - - club1 - - - club1 | - - - reg1 - - - - - - - reg1 | - - - dep1 - - - - - - - dep1";
        }
        search_reach {
            //     pub adm per tk | t0 t.pi t.ce t.mt t.rr t.rm t.pa t.ct t.ex t* | a0 a.mc a.pi a.rm a.pa a.tm a.co a.td a.re a.hc a.ex a* | s0 s.mc s.pi s.rm s.pa s.tm s.co s.td s.re s.hc s.ex s*
            () => "- mce e mce | mce mce mce mce mce mce mce mce mce mce | mce mce mce mce mce mce mce mce mce mce mce mce | mce mce mce mce mce mce mce mce mce mce mce mce";
        }
        check_notification_settings {
            //     pub adm per tk | t0 t.pi t.ce t.mt t.rr t.rm t.pa t.ct t.ex t* | a0 a.mc a.pi a.rm a.pa a.tm a.co a.td a.re a.hc a.ex a* | s0 s.mc s.pi s.rm s.pa s.tm s.co s.td s.re s.hc s.ex s*
            () => "anon ok ok ok | ok ok ok ok ok ok ok ok ok ok | ok ok ok ok ok ok ok ok ok ok ok ok | ok ok ok ok ok ok ok ok ok ok ok ok";
        }
        timekeeper_list_scope {
            //     pub adm per tk | t0 t.pi t.ce t.mt t.rr t.rm t.pa t.ct t.ex t* | a0 a.mc a.pi a.rm a.pa a.tm a.co a.td a.re a.hc a.ex a* | s0 s.mc s.pi s.rm s.pa s.tm s.co s.td s.re s.hc s.ex s*
            () => "anon all no own1 | no no no no no all no no no all | all all all all all all all all all all all all | all all all all all all all all all all all all";
        }
        check_timekeeper_write {
            //     pub adm per tk | t0 t.pi t.ce t.mt t.rr t.rm t.pa t.ct t.ex t* | a0 a.mc a.pi a.rm a.pa a.tm a.co a.td a.re a.hc a.ex a* | s0 s.mc s.pi s.rm s.pa s.tm s.co s.td s.re s.hc s.ex s*
            () => "anon ok no no | no no no no no no no no no no | no no no no no no no no no no no no | no no no no no no no no no no no no";
        }
        timekeeping_company_access {
            //     pub adm per tk | t0 t.pi t.ce t.mt t.rr t.rm t.pa t.ct t.ex t* | a0 a.mc a.pi a.rm a.pa a.tm a.co a.td a.re a.hc a.ex a* | s0 s.mc s.pi s.rm s.pa s.tm s.co s.td s.re s.hc s.ex s*
            (1) => "H W H R | H H H H H R H H H R | R R R R R R R R R R R R | R R R R R R R R R R R R";
            (2) => "H W H H | H H H H H R H H H R | R R R R R R R R R R R R | R R R R R R R R R R R R";
        }
        // Lists and scopes.
        member_list_access {
            //     pub adm per tk | t0 t.pi t.ce t.mt t.rr t.rm t.pa t.ct t.ex t* | a0 a.mc a.pi a.rm a.pa a.tm a.co a.td a.re a.hc a.ex a* | s0 s.mc s.pi s.rm s.pa s.tm s.co s.td s.re s.hc s.ex s*
            () => "anon all:R no all:H | club1:H club1:R club1:H club1:H club1:H club1:H club1:H club1:H club1:H club1:R | reg1:H reg1:H reg1:R reg1:H reg1:H reg1:H reg1:H reg1:H reg1:H reg1:H reg1:H reg1:R | dep1:H dep1:H dep1:R dep1:H dep1:H dep1:H dep1:H dep1:H dep1:H dep1:H dep1:H dep1:R";
        }
        member_personal_info_access {
            //     pub adm per tk | t0 t.pi t.ce t.mt t.rr t.rm t.pa t.ct t.ex t* | a0 a.mc a.pi a.rm a.pa a.tm a.co a.td a.re a.hc a.ex a* | s0 s.mc s.pi s.rm s.pa s.tm s.co s.td s.re s.hc s.ex s*
            () => "H R H H | H R H H H H H H H R | H H R H H H H H H H H R | H H R H H H H H H H H R";
        }
        statistics_scope {
            //     pub adm per tk | t0 t.pi t.ce t.mt t.rr t.rm t.pa t.ct t.ex t* | a0 a.mc a.pi a.rm a.pa a.tm a.co a.td a.re a.hc a.ex a* | s0 s.mc s.pi s.rm s.pa s.tm s.co s.td s.re s.hc s.ex s*
            () => "anon all no no | club1 club1 club1 club1 club1 club1 club1 club1 club1 club1 | reg1 reg1 reg1 reg1 reg1 reg1 reg1 reg1 reg1 reg1 reg1 reg1 | dep1 dep1 dep1 dep1 dep1 dep1 dep1 dep1 dep1 dep1 dep1 dep1";
        }
        check_statistics_snapshot {
            //     pub adm per tk | t0 t.pi t.ce t.mt t.rr t.rm t.pa t.ct t.ex t* | a0 a.mc a.pi a.rm a.pa a.tm a.co a.td a.re a.hc a.ex a* | s0 s.mc s.pi s.rm s.pa s.tm s.co s.td s.re s.hc s.ex s*
            () => "anon ok no no | no no no no no no no no no no | no no no no no no no no no no no no | no no no no no no no no no no no no";
        }
        // Feedback and release notes.
        feedback_scope {
            //     pub adm per tk | t0 t.pi t.ce t.mt t.rr t.rm t.pa t.ct t.ex t* | a0 a.mc a.pi a.rm a.pa a.tm a.co a.td a.re a.hc a.ex a* | s0 s.mc s.pi s.rm s.pa s.tm s.co s.td s.re s.hc s.ex s*
            (Some(7)) => "anon all own7 own7 | own7 own7 own7 own7 own7 own7 own7 own7 own7 own7 | own7 own7 own7 own7 own7 own7 own7 own7 own7 own7 own7 own7 | own7 own7 own7 own7 own7 own7 own7 own7 own7 own7 own7 own7";
            (None) => "anon anon anon anon | anon anon anon anon anon anon anon anon anon anon | anon anon anon anon anon anon anon anon anon anon anon anon | anon anon anon anon anon anon anon anon anon anon anon anon";
        }
        check_feedback_report {
            //     pub adm per tk | t0 t.pi t.ce t.mt t.rr t.rm t.pa t.ct t.ex t* | a0 a.mc a.pi a.rm a.pa a.tm a.co a.td a.re a.hc a.ex a* | s0 s.mc s.pi s.rm s.pa s.tm s.co s.td s.re s.hc s.ex s*
            (Some(7)) => "anon ok ok ok | ok ok ok ok ok ok ok ok ok ok | ok ok ok ok ok ok ok ok ok ok ok ok | ok ok ok ok ok ok ok ok ok ok ok ok";
            (None) => "anon anon anon anon | anon anon anon anon anon anon anon anon anon anon | anon anon anon anon anon anon anon anon anon anon anon anon | anon anon anon anon anon anon anon anon anon anon anon anon";
        }
        check_feedback_manage {
            //     pub adm per tk | t0 t.pi t.ce t.mt t.rr t.rm t.pa t.ct t.ex t* | a0 a.mc a.pi a.rm a.pa a.tm a.co a.td a.re a.hc a.ex a* | s0 s.mc s.pi s.rm s.pa s.tm s.co s.td s.re s.hc s.ex s*
            () => "anon ok no no | no no no no no no no no no no | no no no no no no no no no no no no | no no no no no no no no no no no no";
        }
        // The content area.
        check_content_manage {
            //     pub adm per tk | t0 t.pi t.ce t.mt t.rr t.rm t.pa t.ct t.ex t* | a0 a.mc a.pi a.rm a.pa a.tm a.co a.td a.re a.hc a.ex a* | s0 s.mc s.pi s.rm s.pa s.tm s.co s.td s.re s.hc s.ex s*
            () => "anon ok no no | no no no no no no no no no no | no no no no no no no no no no no no | no no no no no no no no no no no no";
        }
        check_ranking_manage {
            //     pub adm per tk | t0 t.pi t.ce t.mt t.rr t.rm t.pa t.ct t.ex t* | a0 a.mc a.pi a.rm a.pa a.tm a.co a.td a.re a.hc a.ex a* | s0 s.mc s.pi s.rm s.pa s.tm s.co s.td s.re s.hc s.ex s*
            (1) => "anon ok no no | no no no no no no no no no no | no no no no no no no no no no no no | ok ok ok ok ok ok ok ok ok ok ok ok";
            (2) => "anon ok no no | no no no no no no no no no no | no no no no no no no no no no no no | no no no no no no no no no no no no";
        }
        club_list_scope {
            //     pub adm per tk | t0 t.pi t.ce t.mt t.rr t.rm t.pa t.ct t.ex t* | a0 a.mc a.pi a.rm a.pa a.tm a.co a.td a.re a.hc a.ex a* | s0 s.mc s.pi s.rm s.pa s.tm s.co s.td s.re s.hc s.ex s*
            () => "anon all no all | club1 club1 club1 club1 club1 club1 club1 club1 club1 club1 | reg1 reg1 reg1 reg1 reg1 reg1 reg1 reg1 reg1 reg1 reg1 reg1 | dep1 dep1 dep1 dep1 dep1 dep1 dep1 dep1 dep1 dep1 dep1 dep1";
        }
        club_requests_scope {
            //     pub adm per tk | t0 t.pi t.ce t.mt t.rr t.rm t.pa t.ct t.ex t* | a0 a.mc a.pi a.rm a.pa a.tm a.co a.td a.re a.hc a.ex a* | s0 s.mc s.pi s.rm s.pa s.tm s.co s.td s.re s.hc s.ex s*
            () => "anon all no no | no no no no no no no no no no | reg1 reg1 reg1 reg1 reg1 reg1 reg1 reg1 reg1 reg1 reg1 reg1 | no no no no no no no no no no no no";
        }
        own_department {
            //     pub adm per tk | t0 t.pi t.ce t.mt t.rr t.rm t.pa t.ct t.ex t* | a0 a.mc a.pi a.rm a.pa a.tm a.co a.td a.re a.hc a.ex a* | s0 s.mc s.pi s.rm s.pa s.tm s.co s.td s.re s.hc s.ex s*
            () => "anon no no no | no no no no no no no no no no | no no no no no no no no no no no no | 1 1 1 1 1 1 1 1 1 1 1 1";
        }
        own_member {
            //     pub adm per tk | t0 t.pi t.ce t.mt t.rr t.rm t.pa t.ct t.ex t* | a0 a.mc a.pi a.rm a.pa a.tm a.co a.td a.re a.hc a.ex a* | s0 s.mc s.pi s.rm s.pa s.tm s.co s.td s.re s.hc s.ex s*
            () => "anon no 10 no | no no no no no no no no no no | no no no no no no no no no no no no | no no no no no no no no no no no no";
        }
        check_member_sort_of_own_list {
            //     pub adm per tk | t0 t.pi t.ce t.mt t.rr t.rm t.pa t.ct t.ex t* | a0 a.mc a.pi a.rm a.pa a.tm a.co a.td a.re a.hc a.ex a* | s0 s.mc s.pi s.rm s.pa s.tm s.co s.td s.re s.hc s.ex s*
            (MemberSortKey::LastName)  => "anon ok no ok | ok ok ok ok ok ok ok ok ok ok | ok ok ok ok ok ok ok ok ok ok ok ok | ok ok ok ok ok ok ok ok ok ok ok ok";
            (MemberSortKey::BirthDate) => "anon ok no no | no ok no no no no no no no ok | no no ok no no no no no no no no ok | no no ok no no no no no no no no ok";
        }

        // The federation's own decisions.
        check_club_create {
            //     pub adm per tk | t0 t.pi t.ce t.mt t.rr t.rm t.pa t.ct t.ex t* | a0 a.mc a.pi a.rm a.pa a.tm a.co a.td a.re a.hc a.ex a* | s0 s.mc s.pi s.rm s.pa s.tm s.co s.td s.re s.hc s.ex s*
            () => "anon ok no no | no no no no no no no no no no | no no no no no no no no no no no no | no no no no no no no no no no no no";
        }
        check_invite_staff {
            //     pub adm per tk | t0 t.pi t.ce t.mt t.rr t.rm t.pa t.ct t.ex t* | a0 a.mc a.pi a.rm a.pa a.tm a.co a.td a.re a.hc a.ex a* | s0 s.mc s.pi s.rm s.pa s.tm s.co s.td s.re s.hc s.ex s*
            () => "anon ok no no | no no no no no no no no no no | no no no no no no no no no no no no | no no no no no no no no no no no no";
        }
        user_list_access {
            //     pub adm per tk | t0 t.pi t.ce t.mt t.rr t.rm t.pa t.ct t.ex t* | a0 a.mc a.pi a.rm a.pa a.tm a.co a.td a.re a.hc a.ex a* | s0 s.mc s.pi s.rm s.pa s.tm s.co s.td s.re s.hc s.ex s*
            () => "anon all:R no no | club1:R club1:R club1:R club1:R club1:R club1:R club1:R club1:R club1:R club1:R | no reg1:H no no no no no no no no no reg1:R | no dep1:H no no no no no no no no no dep1:R";
        }
        check_block_account {
            //     pub adm per tk | t0 t.pi t.ce t.mt t.rr t.rm t.pa t.ct t.ex t* | a0 a.mc a.pi a.rm a.pa a.tm a.co a.td a.re a.hc a.ex a* | s0 s.mc s.pi s.rm s.pa s.tm s.co s.td s.re s.hc s.ex s*
            (false) => "anon ok no no | no no no no no no no no no no | no no no no no no no no no no no no | no no no no no no no no no no no no";
            (true)  => "anon no no no | no no no no no no no no no no | no no no no no no no no no no no no | no no no no no no no no no no no no";
        }
        check_list_archived_members {
            //     pub adm per tk | t0 t.pi t.ce t.mt t.rr t.rm t.pa t.ct t.ex t* | a0 a.mc a.pi a.rm a.pa a.tm a.co a.td a.re a.hc a.ex a* | s0 s.mc s.pi s.rm s.pa s.tm s.co s.td s.re s.hc s.ex s*
            () => "anon ok no no | no no no no no no no no no no | no no no no no no no no no no no no | no no no no no no no no no no no no";
        }
        may_manage_codebooks {
            //     pub adm per tk | t0 t.pi t.ce t.mt t.rr t.rm t.pa t.ct t.ex t* | a0 a.mc a.pi a.rm a.pa a.tm a.co a.td a.re a.hc a.ex a* | s0 s.mc s.pi s.rm s.pa s.tm s.co s.td s.re s.hc s.ex s*
            () => "n y n n | n n n n n n n n n n | n n n n n n n n n n n n | n n n n n n n n n n n n";
        }
        may_create_members {
            //     pub adm per tk | t0 t.pi t.ce t.mt t.rr t.rm t.pa t.ct t.ex t* | a0 a.mc a.pi a.rm a.pa a.tm a.co a.td a.re a.hc a.ex a* | s0 s.mc s.pi s.rm s.pa s.tm s.co s.td s.re s.hc s.ex s*
            () => "n y n n | n n y n n n n n n y | n y n n n n n n n n n y | n y n n n n n n n n n y";
        }
        may_end_memberships {
            //     pub adm per tk | t0 t.pi t.ce t.mt t.rr t.rm t.pa t.ct t.ex t* | a0 a.mc a.pi a.rm a.pa a.tm a.co a.td a.re a.hc a.ex a* | s0 s.mc s.pi s.rm s.pa s.tm s.co s.td s.re s.hc s.ex s*
            () => "n y n n | n n n y n n n n n y | n y n n n n n n n n n y | n y n n n n n n n n n y";
        }
        may_introspect {
            //     pub adm per tk | t0 t.pi t.ce t.mt t.rr t.rm t.pa t.ct t.ex t* | a0 a.mc a.pi a.rm a.pa a.tm a.co a.td a.re a.hc a.ex a* | s0 s.mc s.pi s.rm s.pa s.tm s.co s.td s.re s.hc s.ex s*
            (false) => "n y n n | n n n n n n n n n n | y y y y y y y y y y y y | y y y y y y y y y y y y";
            (true)  => "y y y y | y y y y y y y y y y | y y y y y y y y y y y y | y y y y y y y y y y y y";
        }
        club_fields_reserved {
            //     pub adm per tk | t0 t.pi t.ce t.mt t.rr t.rm t.pa t.ct t.ex t* | a0 a.mc a.pi a.rm a.pa a.tm a.co a.td a.re a.hc a.ex a* | s0 s.mc s.pi s.rm s.pa s.tm s.co s.td s.re s.hc s.ex s*
            () => "CRDS - CRDS CRDS | CRS CRS CRS CRS CRS CRS CRS CRS CRS CRS | RD RD RD RD RD RD RD RD RD RD RD RD | RD RD RD RD RD RD RD RD RD RD RD RD";
        }
        check_not_own_identity {
            //     pub adm per tk | t0 t.pi t.ce t.mt t.rr t.rm t.pa t.ct t.ex t* | a0 a.mc a.pi a.rm a.pa a.tm a.co a.td a.re a.hc a.ex a* | s0 s.mc s.pi s.rm s.pa s.tm s.co s.td s.re s.hc s.ex s*
            (OwnIdentityId) => "no no no no | no no no no no no no no no no | no no no no no no no no no no no no | no no no no no no no no no no no no";
            (99_999)        => "ok ok ok ok | ok ok ok ok ok ok ok ok ok ok | ok ok ok ok ok ok ok ok ok ok ok ok | ok ok ok ok ok ok ok ok ok ok ok ok";
        }

    }
}
