"""Yam (Яма): five dice, up to three rolls a turn, eleven boxes; score sheets, the optimal advisor, play."""
