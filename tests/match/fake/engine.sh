#!/bin/sh
# A fake UCI/UCCI engine for the `xiangqi match` tests (written for them; POSIX sh).
#
#   engine.sh MODE [MOVE…]
#
# It answers uci/ucci and isready, and to `go` plays move number (plies so far / 2) mod the
# length of its list (ICCS squares), after an `info depth 1 score cp 0` line. MODE:
#   cycle    plays its list whatever it is told (a stubborn repeater)
#   obey     as cycle, but when its move is banned (UCCI banmoves) or not among the UCI
#            searchmoves, it resigns (bestmove (none)) instead of playing it
#   crash    exits at the first go;   hang   never answers go
#   garbage  prints junk lines, then a malformed bestmove
#   mute     prints junk and never finishes the handshake
# Every line received is appended to $FAKE_LOG when set; $FAKE_SCORE is its score (cp, default 0).
mode="$1"
shift
list="$*"
len=$#
n=0
banned=""
while IFS= read -r line; do
  [ -n "$FAKE_LOG" ] && printf '%s\n' "$line" >>"$FAKE_LOG"
  set -- $line
  case "$1" in
    uci|ucci)
      if [ "$mode" = mute ]; then echo "hello? $1"; continue; fi
      echo "id name fake-$mode"
      echo "option name Hash type spin default 16 min 1 max 1024"
      echo "${1}ok" ;;
    isready) echo "readyok" ;;
    position)
      n=0; counting=0
      for w in "$@"; do
        [ "$counting" = 1 ] && n=$((n + 1))
        [ "$w" = moves ] && counting=1
      done
      banned="" ;;
    banmoves) shift; banned=" $* " ;;
    go)
      case "$mode" in
        crash) exit 3 ;;
        hang) continue ;;
        garbage) echo "this is not uci"; printf '\001\002 junk\n'; echo "bestmove zz99"; continue ;;
      esac
      allowed=""; restricted=0
      for w in "$@"; do
        [ "$restricted" = 1 ] && allowed="$allowed $w "
        [ "$w" = searchmoves ] && restricted=1
      done
      i=$(( (n / 2) % len ))
      set -- $list
      shift $i
      m="$1"
      echo "info depth 1 score cp ${FAKE_SCORE:-0} pv $m"
      if [ "$mode" = obey ]; then
        case "$banned" in *" $m "*) echo "bestmove (none)"; continue ;; esac
        if [ "$restricted" = 1 ]; then
          case "$allowed" in *" $m "*) ;; *) echo "bestmove (none)"; continue ;; esac
        fi
      fi
      echo "bestmove $m" ;;
    quit) exit 0 ;;
  esac
done
