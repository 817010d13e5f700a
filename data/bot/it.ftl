# Le parole del bot (lobby, comandi, pannelli, promemoria, DM), in italiano.
