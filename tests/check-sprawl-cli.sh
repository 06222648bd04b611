#!/bin/sh
# make check: the skyline(1) tool's Sprawlopolis commands, end to end:
# `sprawl score` on a typed-in city, `play sprawl`, `demo` and `replay`.

name=check-sprawl-cli
. "${top_srcdir:-.}/tests/cli-lib.sh"

# ---- sprawl score ------------------------------------------------------------

# The example city of tests/check_sprawl.c (SP-10): groups 2 + 5 + 1 + 1,
# 5 roads, The Outskirts -1, Go Green -4, Superhighway +2: 1 of 16.
run sprawl score "$data/sprawl-city.grid" --cards 1,3,12
expect_status 0 "sprawl score --cards"
expect_in out "largest groups: commercial 2, park 5, industrial 1, residential 1 -> +9" "score"
expect_in out "roads: 5 -> -5" "score"
expect_in out "card  1 The Outskirts        -1" "score"
expect_in out "card  3 Go Green             -4" "score"
expect_in out "card 12 Superhighway         +2" "score"
expect_in out "total 1, target 16: the team loses" "score"

run sprawl score "$data/sprawl-city.grid" --cards=1,3,12 --variant easier
expect_status 0 "sprawl score --variant easier"
expect_in out "roads: 5 -> +0" "easier"
expect_in out "total 6, target 16" "easier"

# Without cards: what each of the 18 would score.
run sprawl score "$data/sprawl-city.grid"
expect_status 0 "sprawl score without cards"
expect_count out "card " 18 "every card"
expect_in out "card 13 Park Hopping         +3" "every card"

# From stdin, and the errors.
run sprawl score - <"$data/sprawl-city.grid"
expect_status 0 "sprawl score -"
printf 'C P\nC Pns\n' >"$tmp/bad.grid"
run sprawl score "$tmp/bad.grid"
expect_status 1 "a park with a road"
expect_in err "bad.grid:2:3: " "a park with a road"
expect_in err "(at 'Pns')" "a park with a road"
run sprawl score "$tmp/no-such-file"
expect_status 1 "a missing file"
run sprawl score "$data/sprawl-city.grid" --cards 1,1,2
expect_status 2 "the same card twice"
run sprawl score "$data/sprawl-city.grid" --cards 1,2
expect_status 2 "two cards"
run sprawl score "$data/sprawl-city.grid" --variant hard
expect_status 2 "an unknown variant"
run sprawl score
expect_status 2 "no file"
run sprawl count
expect_status 2 "an unknown sprawl command"

# ---- play sprawl ---------------------------------------------------------------

# Covering the first card at 0,0 is always legal (SP-3): for each turn
# the person tries every card at 0,0 and the first one in hand is played.
turns() {
    i=0
    while [ $i -lt 14 ]; do
        c=1
        while [ $c -le 18 ]; do
            printf '%d@0,0\n' "$c"
            c=$((c + 1))
        done
        i=$((i + 1))
    done
}

{ printf 'undo\nhint\n9z9\n'; turns; turns; } >"$tmp/solo.in"
run play sprawl --seed 4 <"$tmp/solo.in"
expect_status 0 "play sprawl solo"
expect_in err "undo: " "play: nothing to undo"
expect_in err "9z9: " "play: a bad move"
expect_in out "The advisor suggests " "play: hint"
expect_in out "The game is over." "play: the end"
expect_in out "city 15/15" "play: the end"
# A picture before each of the 14 turns, and the final one.
expect_count out "Sprawlopolis  solo  standard game" 15 "play: the pictures"
expect_line out "Team score (the team wins at its target): player 0: 5" "play: the team's score"
expect_line out "Nobody wins." "play: the team loses"

# The cards drawn: the hand before each placement, 'card N' and 'card'
# (the scoring cards), each with its blocks, roads and rule.
printf 'card 1\ncard\ncard 19\nquit\n' >"$tmp/cards.in"
run play sprawl --seed 4 <"$tmp/cards.in"
what="play sprawl: the cards drawn"
expect_status 0 "$what"
expect_line out "Your hand:" "$what: the hand"
expect_line out "  card 4      card 11     card 18" "$what: the hand"
# Card 1 (SP-1): industrial N-W, residential N-S / park, commercial N-S.
expect_line out "  card 1" "$what: card 1"
expect_line out "  | |  | |" "$what: card 1's roads north"
expect_line out "  |-I  R |" "$what: card 1's top blocks"
expect_line out "  | P  C |" "$what: card 1's bottom blocks"
expect_line out "   1 The Outskirts: +1 per road not ending at the city's edge, -1 per road that does" \
    "$what: card 1's rule"
expect_line out "  card 5      card 17     card 9" "$what: the scoring cards"
expect_in out "17 Tourist Traps: " "$what: a scoring card's rule"
expect_line err "skyline: card 19: expected card numbers, 1 to 18" "$what: no card 19"

# Co-op, seed 4: the person holds 4 11 18 and plays 4 east of the first
# card; the greedy team-mate answers (SP-5); undo takes back both.
printf '4@0,2\nundo\nquit\n' >"$tmp/coop.in"
run play sprawl --players 2 --seed 4 <"$tmp/coop.in"
expect_status 0 "play sprawl co-op"
expect_in out "hand of player 0: 4 11 18" "co-op: the person's hand"
expect_in out "hand of player 1: 1 card (hidden)" "co-op: hidden hands (SP-6)"
expect_count out "Player 1 (greedy): " 1 "co-op: the team-mate's move"
# The cards the team-mate and the person draw are not shown (hidden hands).
expect_not_in out "Chance: " "co-op: no drawn card shown"
expect_in out "Took back the last move typed here" "co-op: undo"
expect_count out "hand of player 0: 4 11 18" 2 "co-op: undo restores the hand"
expect_in out "You left the game." "co-op: quit"

printf '4@0,2\nquit\n' >"$tmp/advisor.in"
run play sprawl --players 2 --seed 4 --bot advisor <"$tmp/advisor.in"
expect_status 0 "play sprawl --bot advisor"
expect_count out "Player 1 (advisor): " 1 "--bot advisor: the team-mate's move"

# --deck: every card off the deck is typed in from a real deck, a chance
# event supplied by the person; a card already out and a non-number are
# refused; undo takes back the last card typed.
printf '1\n2\n2\n3\n4\n5\n6\n+7\nx\n8\n4@0,2\n9\nundo\n4r@0,2\nmoves\nquit\n' \
    >"$tmp/deck.in"
run play sprawl --deck <"$tmp/deck.in"
expect_status 0 "play sprawl --deck"
expect_in out "chance outcomes typed in" "--deck: the banner"
expect_count out "Chance, a scoring card off the deck (1-18): " 4 "--deck: three scoring cards, one retried"
expect_count out "Chance, the card dealt to player 0 (1-18): " 3 "--deck: the hand (SP-4)"
expect_in out "Chance, the city's first card (1-18): " "--deck: the city"
expect_in out "Chance, the deck's face-up top card (1-18): " "--deck: the top"
expect_line err "skyline: 2: card 2 is already off the deck" "--deck: a card twice"
expect_line err "skyline: x: expected a card number, 1 to 18" "--deck: not a card"
expect_in out "hand of player 0: 4 5 6" "--deck: the typed hand"
expect_in out "(top: 8 The 'Burbs)" "--deck: the typed top card"
expect_in out "Took back the last move typed here" "--deck: undo"
expect_line err "skyline: 4r@0,2: expected a card number, 1 to 18" "--deck: a move while a card is due"
expect_in out "+9 +10 +11 +12 +13 +14 +15 +16 +17 +18" "--deck: the cards left"
expect_in out "You left the game." "--deck: quit"

printf '1\n2\n3\n4\n5\n6\n7\nquit\n' >"$tmp/deck2.in"
run play sprawl --deck --players 2 <"$tmp/deck2.in"
expect_status 0 "play sprawl --deck co-op"
expect_in out "Chance, the card dealt to player 1 (1-18): " "--deck co-op: the other hand"

run play sprawl --players 2 --seat 2
expect_status 2 "a seat past the players"
run play sprawl --bot smart
expect_status 2 "an unknown bot"
run play sprawl --players 5
expect_status 2 "five players"

# ---- demo and replay ---------------------------------------------------------------

run demo --game sprawl --seed 3
expect_status 0 "demo --game sprawl"
expect_in out "== sprawl, seed 3: player 0 greedy, player 1 greedy ==" "demo"
expect_count out "chance: +" 18 "demo: every card comes off the deck"
expect_count out "(greedy): " 14 "demo: 14 placements"
expect_in out "the city is complete and the team" "demo"

run replay "$data/sprawl-2p.rec"
expect_status 0 "replay a record"
expect_in out "city 3/15" "replay"
expect_in out "The game is not over." "replay"
# A complete game of three, harder variant, every card drawn by the game:
# reading checks each one against the seed's deck order.
run replay "$data/sprawl-3p-seeded.rec"
expect_status 0 "replay a seeded game"
expect_in out "city 15/15" "replay: complete"
expect_in out "score 27, target 25: the city is complete and the team wins" "replay: SP-10"
expect_in out "Winners (shared): player 0, player 1, player 2" "replay: the team wins"
printf 'skyline sprawl 2\nplayers 1 variant standard seed 2026\n+17d +2d\n' >"$tmp/drawn.rec"
run replay "$tmp/drawn.rec"
expect_status 1 "replay a drawn card the deck order does not deal"
expect_in err "(at '+2d')" "replay: the drawn card blamed"
run replay "$data/sprawl-bad-corner.rec"
expect_status 1 "replay an illegal record"
expect_in err "only at a corner (at '4@2,2')" "replay: the reason"

# ---- the example program -----------------------------------------------------

example=$top_builddir/examples/sprawl_score
if [ -x "$example" ]; then
    "$example" >"$tmp/out" 2>"$tmp/err"
    status=$?
    expect_status 0 "examples/sprawl_score"
    expect_in out "road 4: 3 sections, ends at (1,2) W a dead end and (3,2) S at the city's edge" \
        "sprawl_score: roads"
    expect_in out "total -9, target 20: not yet" "sprawl_score: the total"
fi

finish
