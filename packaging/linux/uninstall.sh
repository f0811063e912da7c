#!/bin/sh
# Removes what Kontor's install.sh installed for the current user, as listed in
# ~/.local/lib/kontor/installed-files.txt, and nothing else: saves, settings and statistics stay.
# Running it again when Kontor is gone does nothing.
set -eu

APP_DIR=$HOME/.local/lib/kontor
MANIFEST=$APP_DIR/installed-files.txt
MARK="# Kontor launcher (written by Kontor's install.sh)"

say() { printf '%s\n' "$*"; }

main() {
    if [ ! -f "$MANIFEST" ]; then
        say "Kontor is not installed for $(id -un) (there is no $MANIFEST); nothing was removed."
        exit 0
    fi
    entries=$(cat "$MANIFEST")
    printf '%s\n' "$entries" | grep '^f ' | cut -c3- | while IFS= read -r file; do
        case $file in
            "$HOME"/*) ;;
            *) say "Skipped $file: it is outside your home folder."; continue ;;
        esac
        if [ "$(basename "$file")" = kontor ] && [ -f "$file" ] && ! grep -qF "$MARK" "$file"; then
            say "Left $file: it is no longer Kontor's launcher."
            continue
        fi
        if [ -e "$file" ] || [ -L "$file" ]; then
            rm -f "$file"
            say "Removed $file"
        fi
    done
    printf '%s\n' "$entries" | grep '^t ' | cut -c3- | while IFS= read -r tree; do
        # only the program folder is ever removed whole
        if [ "$tree" = "$APP_DIR" ] && [ -d "$tree" ]; then
            rm -rf "$tree"
            say "Removed the program folder $tree"
        fi
    done
    # folders the install created, deepest first, and only when nothing else is in them
    printf '%s\n' "$entries" | grep '^d ' | cut -c3- | sort -r | while IFS= read -r folder; do
        case $folder in
            "$HOME"/?*) if rmdir "$folder" 2>/dev/null; then say "Removed the empty folder $folder"; fi ;;
        esac
    done
    data_home=${XDG_DATA_HOME:-$HOME/.local/share}
    if [ -d "$data_home/icons/hicolor" ]; then touch "$data_home/icons/hicolor"; fi
    if [ -f "$data_home/icons/hicolor/icon-theme.cache" ] && command -v gtk-update-icon-cache >/dev/null 2>&1; then
        gtk-update-icon-cache -q -t "$data_home/icons/hicolor" 2>/dev/null || true
    fi
    say "Kontor is uninstalled. Your saves, settings and statistics were kept."
}

main "$@"
