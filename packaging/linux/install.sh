#!/bin/sh
# Installs Kontor @VERSION@ for the current user, from the folder this script was unpacked in:
#   the program in ~/.local/lib/kontor, a "kontor" launcher in ~/.local/bin,
#   the menu entry in ~/.local/share/applications, the icon in ~/.local/share/icons/hicolor.
# Running it again replaces the installed copy. Saves, settings and statistics are never touched.
# ~/.local/lib/kontor/installed-files.txt lists what was written; uninstall.sh removes exactly that.
set -eu

VERSION="@VERSION@"
HERE=$(cd "$(dirname "$0")" && pwd)
DATA_HOME=${XDG_DATA_HOME:-$HOME/.local/share}
APP_DIR=$HOME/.local/lib/kontor
BIN_DIR=$HOME/.local/bin
LAUNCHER=$BIN_DIR/kontor
DESKTOP_DIR=$DATA_HOME/applications
DESKTOP=$DESKTOP_DIR/kontor.desktop
ICON_THEME=$DATA_HOME/icons/hicolor
MANIFEST=$APP_DIR/installed-files.txt
MARK="# Kontor launcher (written by Kontor's install.sh)"

say() { printf '%s\n' "$*"; }

# Creates a folder and its missing parents; each folder it creates is noted for uninstall.sh.
ensure_dir() {
    wanted=$1
    missing=""
    probe=$wanted
    while [ ! -d "$probe" ]; do
        missing="$probe
$missing"
        probe=$(dirname "$probe")
    done
    mkdir -p "$wanted"
    printf '%s' "$missing" | while IFS= read -r folder; do
        if [ -n "$folder" ]; then printf 'd %s\n' "$folder" >> "$NEW_MANIFEST"; fi
    done
}

main() {
    if [ ! -x "$HERE/kontor/kontor" ]; then
        say "install.sh: no program found at $HERE/kontor/kontor; unpack the whole archive and run install.sh from it." >&2
        exit 1
    fi
    NEW_MANIFEST=$(mktemp)
    trap 'rm -f "$NEW_MANIFEST"' EXIT

    if [ -f "$MANIFEST" ]; then
        say "Replacing the Kontor already installed in $APP_DIR."
        # folders an earlier install created stay ours to remove later
        grep '^d ' "$MANIFEST" >> "$NEW_MANIFEST" || true
        grep '^f ' "$MANIFEST" | cut -c3- | while IFS= read -r old; do
            case $old in
                "$HOME"/*) rm -f "$old" ;;
            esac
        done
    fi

    ensure_dir "$(dirname "$APP_DIR")"
    rm -rf "$APP_DIR.new"
    cp -R "$HERE/kontor" "$APP_DIR.new"
    cp "$HERE/uninstall.sh" "$APP_DIR.new/uninstall.sh"
    chmod 755 "$APP_DIR.new/uninstall.sh"
    rm -rf "$APP_DIR"
    mv "$APP_DIR.new" "$APP_DIR"
    printf 't %s\n' "$APP_DIR" >> "$NEW_MANIFEST"
    say "Installed the program in $APP_DIR"

    ensure_dir "$BIN_DIR"
    if [ -e "$LAUNCHER" ] && ! grep -qF "$MARK" "$LAUNCHER" 2>/dev/null; then
        say "Left $LAUNCHER as it is: it is not Kontor's launcher. Start Kontor with $APP_DIR/kontor or from the menu."
    else
        printf '#!/bin/sh\n%s\nexec "%s/kontor" "$@"\n' "$MARK" "$APP_DIR" > "$LAUNCHER"
        chmod 755 "$LAUNCHER"
        printf 'f %s\n' "$LAUNCHER" >> "$NEW_MANIFEST"
        say "Installed the launcher $LAUNCHER"
    fi

    ensure_dir "$DESKTOP_DIR"
    sed -e "s|^Exec=.*|Exec=\"$APP_DIR/kontor\"|" -e "s|^TryExec=.*|TryExec=$APP_DIR/kontor|" \
        "$HERE/kontor.desktop" > "$DESKTOP"
    chmod 644 "$DESKTOP"
    printf 'f %s\n' "$DESKTOP" >> "$NEW_MANIFEST"
    say "Installed the menu entry $DESKTOP"

    count=0
    for icon in "$HERE"/icons/hicolor/*/apps/kontor.*; do
        size=$(basename "$(dirname "$(dirname "$icon")")")
        ensure_dir "$ICON_THEME/$size/apps"
        cp "$icon" "$ICON_THEME/$size/apps/"
        printf 'f %s\n' "$ICON_THEME/$size/apps/$(basename "$icon")" >> "$NEW_MANIFEST"
        count=$((count + 1))
    done
    say "Installed $count icon sizes in $ICON_THEME"

    sort -u "$NEW_MANIFEST" > "$MANIFEST"
    refresh_desktop
    say "Kontor $VERSION is installed. Remove it with: $APP_DIR/uninstall.sh"
    case ":$PATH:" in
        *":$BIN_DIR:"*) say "Start it from the menu or by typing: kontor" ;;
        *) say "Start it from the menu, or add $BIN_DIR to your PATH to type: kontor" ;;
    esac
}

# Tells the desktop that the menu and the icons changed; a cache is only updated, never created.
refresh_desktop() {
    if [ -d "$ICON_THEME" ]; then touch "$ICON_THEME"; fi
    if [ -f "$ICON_THEME/icon-theme.cache" ] && command -v gtk-update-icon-cache >/dev/null 2>&1; then
        gtk-update-icon-cache -q -t "$ICON_THEME" 2>/dev/null || true
    fi
    if [ -f "$DESKTOP_DIR/mimeinfo.cache" ] && command -v update-desktop-database >/dev/null 2>&1; then
        update-desktop-database -q "$DESKTOP_DIR" 2>/dev/null || true
    fi
}

main "$@"
