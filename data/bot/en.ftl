# The bot's own words (lobby, commands, panels, reminders, DMs), English.
