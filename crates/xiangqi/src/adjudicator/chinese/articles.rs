//! The items of the Chinese rules that Chinese decisions cite: the 1965 rules (禁止着法
//! （一）–（六）, 和例 一–十一) as printed, and the 1999/2011 items and referee rulings that the
//! material at hand prints (25.2, 26.6, 棋例通则第4条, 细则第5条, the 打/闲 counting).
//!
//! Texts from `tests/data/cn/cn1965-rules.json` and `tests/data/cn/source-004-cn1999-2011.txt`
//! (`tests/chinese.rs` checks the 1965 texts against the data file). The 1965 item （六） prints
//! only its conclusion ("应由红方变着"); it is given here for the side doing it.

use crate::adjudicator::rule_articles::rule_articles;

rule_articles! {
    /// An item of the Chinese rules, serialised as `cn1965_forbidden_N`, `cn1965_draw_N`,
    /// `cn2011_25_2`, … (the list: `ChineseArticle::ALL`).
    ChineseArticle {
        ForbiddenIntro "cn1965_forbidden" "1965 禁止着法"
            "在对局进行中，下述各项情形叫做禁止着法。如果并无本章第二节所述情况而违反这些禁止着法，就按败棋论。"
            "During play the following situations are called prohibited moves. Whoever commits these prohibited moves, unless one of the situations of Section 2 of this chapter applies, is judged to lose.";
        Forbidden1 "cn1965_forbidden_1" "1965 禁止着法（一）长将"
            "长将不停是不可以的。"
            "Checking perpetually without stopping is not allowed.";
        Forbidden2 "cn1965_forbidden_2" "1965 禁止着法（二）长要杀"
            "“要杀”就是在下一着要“将死”对方。"
            "\"Threatening mate\" means threatening to checkmate the opponent on the next move; perpetually threatening mate is forbidden.";
        Forbidden3 "cn1965_forbidden_3" "1965 禁止着法（三）一将一要杀"
            "第一步“将”，对方避开以后，下一步“要杀”，循环不变者作为败棋论。"
            "Check on one move and, after the opponent steps out, threaten mate on the next; whoever repeats this cycle without changing loses.";
        Forbidden4 "cn1965_forbidden_4" "1965 禁止着法（四）长捉无根子"
            "不许反复地步步捉子。除了没过河的兵卒，许可任由捉吃之外，其他无根子（包括已过河的兵卒）均不许长捉。"
            "Repeatedly chasing a piece at every move is not allowed. Apart from pawns that have not crossed the river, which may be freely chased, no unprotected piece (including crossed pawns) may be chased perpetually.";
        Forbidden5 "cn1965_forbidden_5" "1965 禁止着法（五）一将一捉"
            "一步“将”，一步捉无根子，不变者算败。"
            "One move checks and the other chases an unprotected piece; whoever does not change loses.";
        Forbidden6 "cn1965_forbidden_6" "1965 禁止着法（六）一将一要抽吃"
            "“一将一要抽吃”是不可以的，应由该方变着，否则算负。"
            "One check and one threat to win material by check is not allowed; the side doing it must change, otherwise it loses.";
        Draw1 "cn1965_draw_1" "1965 和例一、长拦"
            "老是拦阻对方的某一个子（如以炮拦车，以车拦有根炮等），双方不变，作和棋。"
            "Always blocking a particular opposing piece (e.g. blocking a car with a cannon, or a protected cannon with a car): if neither side changes, it is a draw.";
        Draw2 "cn1965_draw_2" "1965 和例二、长跟"
            "跟定对方有别的棋子保护的棋子，双方不变，作和。"
            "Following (shadowing) an opposing piece that is protected by another piece: if neither side changes, it is a draw.";
        Draw3 "cn1965_draw_3" "1965 和例三、长兑"
            "“兑”是同等实力的棋子互相交换，例如车换车，马换炮等。如果一方求兑，另一方避兑，而相持不让，作为和棋。"
            "\"Exchange\" means trading pieces of equal strength, e.g. car for car, horse for cannon. If one side seeks the exchange and the other avoids it and neither gives way, it is a draw.";
        Draw4 "cn1965_draw_4" "1965 和例四、长献"
            "拿自己的棋子送给对方吃，而对方吃了又不致立即被连“将”杀棋，这叫做“献”。如果一方长献，而另一方不吃，就算和棋。"
            "Giving one's own piece to be captured, where the capture would not lead at once to mate by consecutive checks, is an \"offer\". If one side offers perpetually and the other does not capture, it is a draw.";
        Draw5 "cn1965_draw_5" "1965 和例五、一将一闲"
            "“将”一步之后，走一步闲着，而没有本章第一节的三、五、六各项情况，对方又无法阻止这种反复的动作，可算和棋。"
            "After a check, an idle move, without any of the situations of items 3, 5 and 6 of Section 1 of this chapter, when the opponent cannot prevent the repetition: this may be counted a draw.";
        Draw6 "cn1965_draw_6" "1965 和例六、解将还将"
            "走一步，既是“应将”，又有反“将”对方的功效，叫做解将还将，如果双方不能或不肯变着，就算和棋。"
            "A move that both answers a check and checks the opponent back is 解将还将; if neither side can or will change, it is a draw.";
        Draw7 "cn1965_draw_7" "1965 和例七、二将一还将"
            "一方步步叫将，另一方在解将的同时，在两步中有一步是还将，称为二将一还将。如双方不变，作为和棋。"
            "One side checks every move; the other, while parrying, checks back on one of two moves. If neither side changes, it is a draw.";
        Draw8 "cn1965_draw_8" "1965 和例八、二“打”二还“打”"
            "双方的走法均属下列禁止着法的一种：一将一杀、长杀、长捉、一将一捉、一将一抽，则称为二“打”二还“打”。如双方不变，作为和棋。"
            "Both sides' moves each belong to one of the prohibited patterns 一将一杀, 长杀, 长捉, 一将一捉, 一将一抽. If neither side changes, it is a draw.";
        Draw9 "cn1965_draw_9" "1965 和例九、二“打”一还“打”"
            "一方的走法是一将一杀、长杀、长捉、一将一捉、一将一抽，另一方在两步中有一步是“将军”、要杀、捉子，称为二“打”一还“打”。如双方不变，作为和棋。但如果一还“打”方无法变着时，则二“打”方必须变着，否则作负。"
            "One side plays a prohibited pattern; the other checks, threatens mate or chases on one of its two moves. If neither side changes it is a draw; but if the one-return side cannot change, the two-attack side must change, otherwise it loses.";
        Draw10 "cn1965_draw_10" "1965 和例十、兵卒长捉"
            "兵卒只能一步一步地行走，很不容易造成长捉机会，所以许可它长捉对方的棋子。但不能长捉将帅，因为长捉将帅等于“长将”（禁止“长将”，说明见前）。"
            "A pawn may chase pieces perpetually (it moves one step at a time), but may not \"chase\" the general perpetually, which would be perpetual check.";
        Draw11 "cn1965_draw_11" "1965 和例十一、将帅长捉"
            "因为将帅的活动范围不大，战斗力最弱，所以许可它长捉对方的棋子。"
            "The general, having a small range and the weakest fighting power, may chase pieces perpetually.";
        Example3 "cn1965_example_3" "1965 例三（要抽吃不作解捉还捉）"
            "黑方的炮虽然形成要抽吃的局面，不得作为解捉还捉。"
            "Although Black's cannon forms a threat to win material by check, that does not count as parrying the chase and chasing back.";
        Example15 "cn1965_example_15" "1965 例十五（无法变着）"
            "红车无其它路可走，因而形成一将一杀（或长杀），黑车解杀还邀兑，双方不变作和。"
            "Red's car has no other way to go, and so it forms one check one mate threat (or perpetual mate threat); Black's car parries the mate threat and offers an exchange in return; if neither side changes it is a draw.";
        Example16 "cn1965_example_16" "1965 例十六（互捉时兵卒捉子按捉论）"
            "兵卒虽然许可长捉，但在双方互捉时，兵卒的捉子仍按“捉”论。"
            "Although pawns are allowed to chase perpetually, when both sides are chasing each other a pawn's chase still counts as a chase.";
        Rule25_2 "cn2011_25_2" "2011 第25条 25.2"
            "长将、长杀、长捉、一将一杀、一将一捉、一杀一捉等循环重复的攻击手段，统称为“禁止着法”。"
            "Perpetual check, perpetual mate threat, perpetual chase, one check one mate threat, one check one chase, one mate threat one chase and other repeated attacking means are together called \"prohibited moves\".";
        Rule26_6 "cn2011_26_6" "2011 26.6"
            "一个强子主动换数个弱子不算得子；一个或数个弱子换任一强子均为得子。"
            "A strong piece actively traded for several weak pieces is not a gain of material; one or several weak pieces traded for any strong piece is a gain of material.";
        General4 "cn_general_4" "棋例通则第4条"
            "凡走子兼具多种作用时，应从重称呼和裁处。如杀兼捉按杀；捉兼兑按捉等，依此类推。"
            "When a move has several effects, it is named and judged by the heaviest: a mate threat that also chases counts as a mate threat, a chase that also offers an exchange counts as a chase, and so on.";
        Detail5 "cn_detail_5" "棋例细则第5条"
            "凡捉子兼兑、献、送吃，也按捉处理。"
            "A chase that also offers an exchange, offers a piece or gives a piece away is also treated as a chase.";
        Counting "cn_counting" "裁决：二打对二闲、二打一还打"
            "双方为二打一还打，二打的一方必须变着，不变作负。二打对二闲，二打的一方必须变着，不变作负。"
            "Referee rulings (seed 004): two attacks against one attack back, or against two idle moves — the side making two attacks must change, otherwise it loses.";
        Allowed "cn_allowed" "允许着法"
            "“允许着法”除了包括“长拦”、“长跟”、“长兑”、“长献”和“一打一闲”以外,还允许帅(将)、兵(卒)叫吃对方的棋子。"
            "Allowed moves include perpetual blocking, following, exchange offers, offers and one attack one idle move; the general and the pawns may also attack the opponent's pieces.";
        IdleMate "cn_idle_mate" "裁决：隔一步的杀"
            "绝杀不是立即形成的，必须隔一步才能成立，按闲着处理。"
            "A mate that is not immediate, but needs one intermediate move, is treated as an idle move.";
    }
}

impl ChineseArticle {
    /// Whether the item is one of the 1965 text's (rather than a 1999/2011 item or ruling).
    pub fn is_1965(self) -> bool {
        self.title().starts_with("1965")
    }
}
