#!/bin/sh
# Copies the backups off the machine (docs/running-in-production.md). Run from cron after the night's backup,
# as the laundry user, with an SSH key that may only write to the backup host.
set -eu
BACKUP_DIR="${BACKUP_DIR:-/srv/laundry/data/backups}"
DEST="${BACKUP_DEST:?set BACKUP_DEST, for example backup@store.example:laundry/}"
# Whole backups only: one being written is named .partial until it is done.
rsync -a --chmod=F600 --exclude '*.partial' "$BACKUP_DIR"/ "$DEST"
