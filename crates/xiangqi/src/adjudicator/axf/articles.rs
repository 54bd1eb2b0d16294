//! The articles of the AXF rules (《象棋比赛规例》 chapter 4) that AXF decisions rest on.
//!
//! From `tests/data/axf-terms.json`: the Chinese as printed and an English translation, for the
//! principles (原则), general articles (总纲) and detailed articles (细则) that a decision can
//! cite — and only those, to keep the WebAssembly module small (`tests/articles.rs` checks the
//! texts against the data file).

use crate::adjudicator::rule_articles::rule_articles;

rule_articles! {
    /// An article of the AXF rules, serialised as `principle_N`, `general_N` or `detail_N`
    /// (原则N, 总纲N, 细则N).
    AxfArticle {
        Principle1 "principle_1" "原则1"
            "双方均无触犯禁例而又互不变着者，可判作和。"
            "If neither side breaks a prohibition and neither side changes its moves, the game may be judged a draw.";
        Principle2 "principle_2" "原则2"
            "双方均同时触犯同一禁例者，可判作和。"
            "If both sides break the same prohibition at the same time, the game may be judged a draw.";
        Principle3 "principle_3" "原则3"
            "一方长照，一方长捉，则长照者必须变着，不变作负。"
            "If one side checks perpetually and the other chases perpetually, the perpetually checking side must change; if it does not change it loses.";
        Principle4 "principle_4" "原则4"
            "一方犯例而另一方不犯例时，应由犯例方变着，不变作负。"
            "If one side breaks the rules and the other does not, the side breaking the rules must change; if it does not change it loses.";
        General1 "general_1" "总纲1"
            "无论任何情况，长照作负。"
            "In any situation whatsoever, perpetual check loses.";
        General2 "general_2" "总纲2"
            "长杀、一照一杀、一照一捉、一照一停、一照一要抽吃、一捉一要抽吃，双方不变，均作和局。"
            "Perpetual mate threat, one check one mate threat, one check one chase, one check one pause (idle move), one check one threat to win material by discovered check, and one chase one threat to win material by discovered check: if neither side changes, all are draws.";
        General3 "general_3" "总纲3"
            "一子长捉一子作负(但可长捉未渡河兵卒)；两子或多子长捉一子亦作负(但其中如有一兵卒或将帅者例外)。"
            "One piece perpetually chasing one piece loses (but a pawn that has not crossed the river may be chased perpetually); two or more pieces perpetually chasing one piece also lose (except when one of them is a pawn or the general).";
        General4 "general_4" "总纲4"
            "一子分捉两子或多子作和，两子分别捉两子或多子亦作和局。"
            "One piece chasing two or more pieces in turn is a draw; two pieces chasing two or more pieces separately is also a draw.";
        General6 "general_6" "总纲6"
            "长捉真根子作和，长捉假根子作负。但马或炮如长捉有根车亦作负。"
            "Perpetually chasing a piece with a true root is a draw; perpetually chasing a piece with a false root loses. But a horse or cannon perpetually chasing a protected car also loses.";
        General7 "general_7" "总纲7"
            "长捉同类子作和，但该子如受牵制不能离线时，则仍作为长捉论，不变作负；活马长捉蹩脚马，仍作为长捉，必须变着。"
            "Perpetually chasing a piece of the same type is a draw; but if that piece is pinned and cannot leave its line, it still counts as perpetual chase and loses if unchanged; a free horse perpetually chasing a hobbled horse still counts as perpetual chase and must change.";
        General9 "general_9" "总纲9"
            "将帅或兵卒长捉任何子均作和；其联合一车或一马或一炮长捉一子亦作和局。"
            "The general or a pawn perpetually chasing any piece is a draw; the general or a pawn perpetually chasing one piece jointly with one car, one horse or one cannon is also a draw.";
        General10 "general_10" "总纲10"
            "长拦、长献、长兑、长要抽吃均作和局。"
            "Perpetual blocking, perpetual offering, perpetual exchange offers and perpetual threats to win material by discovered check are all draws.";
        Detail5 "detail_5" "细则5"
            "凡演成循环归原状态，双方均无犯例而双互不变着者，可判和局。"
            "When play forms a cycle returning to the original position, neither side breaks the rules and neither side changes, the game may be judged a draw. [printed 双互不变着; seed 004 prints 又互不变着]";
        Detail6 "detail_6" "细则6"
            "无论任何情况，单方一子长照或多子交替长照者均须变着，不变作负。(如图一、二、三)"
            "In any situation, perpetual check by a single piece of one side, or alternating perpetual check by several pieces, must be changed; otherwise the checking side loses. (Diagrams 1, 2, 3)";
        Detail7 "detail_7" "细则7"
            "双方循环长照作和。(亦即解照反照作和)(如图四)"
            "Mutual cyclic perpetual check is a draw (that is, parrying a check with a counter-check is a draw). (Diagram 4)";
        Detail8 "detail_8" "细则8"
            "二照一还照，长照者作负。(如图五)"
            "In \"two checks, one return check\" the perpetually checking side loses. (Diagram 5)";
        Detail9 "detail_9" "细则9"
            "长杀作和。一方步步催杀，另一方无论有无其他子力可以化解，抑或仅能走动将帅引避，均作为和局。(如图六、七、八、九)"
            "Perpetual mate threat is a draw. When one side threatens mate at every move, it is a draw whether or not the other side has other pieces with which to parry, or can only move its general out of the way. (Diagrams 6–9)";
        Detail11 "detail_11" "细则11"
            "一照一杀作和。(如图十一、十二)"
            "One check, one mate threat is a draw. (Diagrams 11, 12)";
        Detail12 "detail_12" "细则12"
            "一照一捉或多照一捉均作和局。(如图十三)"
            "One check one chase, or several checks one chase, are draws. (Diagram 13)";
        Detail13 "detail_13" "细则13"
            "一照一闲、一照一要抽吃均作和局。(如图十四、十五、十六)"
            "One check one idle move, and one check one threat to win material by discovered check, are draws. (Diagrams 14, 15, 16)";
        Detail14 "detail_14" "细则14"
            "一捉一要抽吃判和局。(如图十七)"
            "One chase one threat to win material by discovered check is judged a draw. (Diagram 17)";
        Detail15 "detail_15" "细则15"
            "单炮或双炮不能长捉一车，捉有根车亦不能长捉之，就算车方连续两着均反捉无根子，炮亦不能长捉该两步。(如图十八至二十五)"
            "A single cannon or two cannons may not perpetually chase a car; even a protected car may not be chased perpetually; even if the car side counter-chases unprotected pieces on both of its consecutive moves, the cannon still may not chase it over those two moves. (Diagrams 18–25)";
        Detail20 "detail_20" "细则20"
            "炮马不能分别长捉一车，无论车是否有根，又或是否反捉一步或两步，炮马方亦不能长捉之，双马分捉一车亦然，不变作负。(如图四十二、四十三、四十四)"
            "Cannon and horse may not take turns perpetually chasing one car: whether or not the car is protected, and whether or not it counter-chases on one move or on both, the cannon-and-horse side may not chase it perpetually; the same applies to two horses chasing one car in turn; if unchanged the chasing side loses. (Diagrams 42, 43, 44)";
        Detail21 "detail_21" "细则21"
            "马长捉车，车仅反捉一着，则无论车是否有根，马方亦不能长捉之，不变作负。(如图四十五、四十六、四十七)"
            "When a horse perpetually chases a car and the car counter-chases on only one move, the horse side may not chase perpetually, whether or not the car is protected; if unchanged it loses. (Diagrams 45, 46, 47)";
        Detail22 "detail_22" "细则22"
            "车马如循环长捉作和。(如图四十八)"
            "A car and a horse perpetually chasing each other in a cycle is a draw. (Diagram 48)";
        Detail24 "detail_24" "细则24"
            "捉同类子：车捉车：如双方均未受牵制互能去子者，则视为长献，不变作和；如一方受牵制不能去子时，对方不能长捉之。炮捉炮：如双方均未受牵制互能去子者，则视为长献，不变作和；如一方受牵制不能去子时，则对方不能长捉之。马捉马：如双方均为活马，则视为长献，如一方被绊脚不能反吃，则对方不能长捉之。(如图五十一至五十五)"
            "Chasing a piece of the same type. Car chasing car: if neither side is pinned and each can take the other, it is regarded as perpetual offering and is a draw if unchanged; if one side is pinned and cannot capture, the other side may not chase it perpetually. Cannon chasing cannon: if neither side is pinned and each can take the other, it is regarded as perpetual offering and is a draw if unchanged; if one side is pinned and cannot capture, the other side may not chase it perpetually. Horse chasing horse: if both are free horses it is regarded as perpetual offering; if one is hobbled and cannot capture back, the other side may not chase it perpetually. (Diagrams 51–55)";
        Detail30 "detail_30" "细则30"
            "将帅或兵卒若每步都联合其他子长捉一子仍作负局。(如图七十一、七十二、七十三)"
            "If the general or a pawn chases one piece jointly with other pieces on every move, it still loses. (Diagrams 71, 72, 73)";
        Detail32 "detail_32" "细则32"
            "一子轮捉两子或多子作和。两子分别轮捉两子或多子亦作和局。(如图七十六至八十)"
            "One piece chasing two or more pieces in rotation is a draw. Two pieces separately chasing two or more pieces in rotation is also a draw. (Diagrams 76–80)";
        Detail33 "detail_33" "细则33"
            "两子或多子轮捉一子作负。(如图八十一、八十二)"
            "Two or more pieces chasing one piece in rotation lose. (Diagrams 81, 82)";
        Detail35 "detail_35" "细则35"
            "两子或多子劫一子时，如该子为“真根子”，不作长捉论，双方不变，可成和局。(如图八十六至八十九)"
            "When two or more pieces attack one piece and that piece has a \"true root\", it does not count as perpetual chase; if neither side changes the game can be a draw. (Diagrams 86–89)";
        Detail38 "detail_38" "细则38"
            "长要抽吃作和。(如图九十七、九十八)"
            "Perpetual threats to win material by discovered check are a draw. (Diagrams 97, 98)";
        Detail39 "detail_39" "细则39"
            "长拦作和。(如图九十九、一○○)"
            "Perpetual blocking is a draw. (Diagrams 99, 100)";
        Detail40 "detail_40" "细则40"
            "长兑长献均作和。(如图一○一至一○四)"
            "Perpetual exchange offers and perpetual offers are both draws. (Diagrams 101–104)";
    }
}
