#!/bin/sh
# Desktop integration on Linux: menu entry, icon, the encounter file type (.ctenc) and the
# AppStream metadata, for the current user (or system-wide with PREFIX=/usr/local, as root).
#
#   packaging/linux/install.sh [--exec COMMAND]     from a checkout (after pip install)
#   ./install-desktop.sh [--exec COMMAND]           from the bundle folder (dist/combat-tracker)
#   ... --uninstall                                 removes what it installed
#
# COMMAND is what the menu entry runs: by default the bundle's program when run from the
# bundle, else `combat-tracker` (the command pip installs).
set -eu

ID=io.github.combat_tracker.CombatTracker
# the ids it had before (tracker/ui/appinfo.py OLD_DESKTOP_IDS): their files are removed on
# install, so a menu keeps one entry and the file type one owner, and on uninstall
OLD_IDS="io.github.gurps_combat_tracker.CombatTracker"
MIME_ICON=application-x-combat-tracker-encounter
here=$(cd "$(dirname "$0")" && pwd)

if [ -d "$here/_internal" ]; then                 # the bundle folder
    files="$here/desktop"
    icons="$here/_internal/tracker/resources/icons"
    command="$here/combat-tracker"
else                                              # packaging/linux/ in a checkout
    files="$here"
    icons="$here/../../resources/icons"
    command=combat-tracker
fi

uninstall=no
while [ $# -gt 0 ]; do
    case "$1" in
        --exec) command="$2"; shift 2 ;;
        --uninstall) uninstall=yes; shift ;;
        *) echo "usage: $0 [--exec COMMAND] [--uninstall]" >&2; exit 2 ;;
    esac
done

if [ -n "${PREFIX:-}" ]; then
    data="$PREFIX/share"
else
    data="${XDG_DATA_HOME:-$HOME/.local/share}"
fi
sizes="16 24 32 48 64 128 256 512"

# the files installed under one id (the file type's icons are shared by every id)
remove_id() {
    rm -f "$data/applications/$1.desktop" "$data/mime/packages/$1.xml" \
          "$data/metainfo/$1.metainfo.xml" "$data/icons/hicolor/scalable/apps/$1.svg"
    for s in $sizes; do
        rm -f "$data/icons/hicolor/${s}x${s}/apps/$1.png"
    done
}

# a user's choice of this app for encounter files (mimeapps.list) names its desktop id: an
# old id there now names the new one
rename_in() {
    [ -f "$1" ] || return 0
    grep -q "$2\.desktop" "$1" || return 0
    sed "s|$2\.desktop|$ID.desktop|g" "$1" > "$1.tmp" && mv "$1.tmp" "$1"
}

for old in $OLD_IDS; do
    remove_id "$old"
    if [ "$uninstall" = no ] && [ -z "${PREFIX:-}" ]; then
        rename_in "${XDG_CONFIG_HOME:-$HOME/.config}/mimeapps.list" "$old"
        rename_in "$data/applications/mimeapps.list" "$old"
    fi
done
if [ "$uninstall" = yes ]; then
    remove_id "$ID"
    for s in $sizes; do
        rm -f "$data/icons/hicolor/${s}x${s}/mimetypes/$MIME_ICON.png"
    done
else
    mkdir -p "$data/applications" "$data/mime/packages" "$data/metainfo" \
             "$data/icons/hicolor/scalable/apps"
    # Exec= runs COMMAND (quoted as the desktop entry spec asks when it holds a space)
    case "$command" in
        *" "*) exec_line="\"$command\" %f" ;;
        *) exec_line="$command %f" ;;
    esac
    sed "s|^Exec=.*|Exec=$exec_line|" "$files/$ID.desktop" > "$data/applications/$ID.desktop"
    cp "$files/$ID.mime.xml" "$data/mime/packages/$ID.xml"
    cp "$files/$ID.metainfo.xml" "$data/metainfo/$ID.metainfo.xml"
    cp "$icons/combat-tracker.svg" "$data/icons/hicolor/scalable/apps/$ID.svg"
    for s in $sizes; do
        mkdir -p "$data/icons/hicolor/${s}x${s}/apps" "$data/icons/hicolor/${s}x${s}/mimetypes"
        cp "$icons/combat-tracker-$s.png" "$data/icons/hicolor/${s}x${s}/apps/$ID.png"
        cp "$icons/combat-tracker-$s.png" "$data/icons/hicolor/${s}x${s}/mimetypes/$MIME_ICON.png"
    done
fi

# refresh the caches the desktops read (each tool is optional)
if command -v update-mime-database >/dev/null 2>&1; then
    update-mime-database "$data/mime" >/dev/null 2>&1 || true
fi
if command -v update-desktop-database >/dev/null 2>&1; then
    update-desktop-database "$data/applications" >/dev/null 2>&1 || true
fi
if command -v gtk-update-icon-cache >/dev/null 2>&1; then
    gtk-update-icon-cache -q -t "$data/icons/hicolor" >/dev/null 2>&1 || true
fi
if [ "$uninstall" = yes ]; then
    echo "removed Combat Tracker's desktop integration from $data"
else
    echo "installed Combat Tracker's desktop integration in $data (runs: $command)"
fi
