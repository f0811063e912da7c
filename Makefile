# Kontor: every set-up step lives here; a fresh machine needs only Python 3.11+ and make.
PYTHON ?= python3
# the venv is made with the fastest Python 3.11+ found here: one built with profile-guided and link-time
# optimisation runs the AI 1.3-1.5 times as fast (packaging/fastest_python.py); `make PYTHON=...` names one
VENV_PYTHON = $(if $(filter file,$(origin PYTHON)),$(shell $(PYTHON) packaging/fastest_python.py),$(PYTHON))
VENV ?= .venv
PY := $(VENV)/bin/python

.PHONY: run test fuzz bench arena-table arena-check dist translations screenshots words lint compiled clean-compiled clean

$(PY):
	$(VENV_PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip

$(VENV)/.installed: pyproject.toml | $(PY)
	$(PY) -m pip install --quiet -e .
	touch $@

$(VENV)/.installed-test: pyproject.toml | $(PY)
	$(PY) -m pip install --quiet -e '.[test]'
	touch $@ $(VENV)/.installed

$(VENV)/.installed-dev: pyproject.toml | $(PY)
	$(PY) -m pip install --quiet -e '.[test,dev]'
	touch $@ $(VENV)/.installed-test $(VENV)/.installed

translations: $(VENV)/.installed
	$(PY) -m gui.translations_build

# the compiled engine modules are built in the background where a C compiler is present and used
# from the next start (packaging/compile_modules.py --background); this start runs from the sources
run: $(VENV)/.installed translations
	-$(PY) packaging/compile_modules.py --background
	$(PY) main.py

test: $(VENV)/.installed-test
	$(PY) -m ruff check .
	$(PY) -m gui.translations_build --if-missing
	QT_QPA_PLATFORM=offscreen $(PY) -m pytest -q

fuzz: $(VENV)/.installed-test
	KONTOR_FUZZ_GAMES=3000 QT_QPA_PLATFORM=offscreen $(PY) -m pytest -q -m fuzz tests/engine tests/gui/test_text_fit.py

bench: $(VENV)/.installed
	$(PY) main.py bench --window

# hours of machine time: plays the arena lines of engine/ai/arena_lines.json still missing from docs/arena
arena-table: $(VENV)/.installed
	$(PY) -m engine.ai.arena_table --out docs/arena --jobs 2

# tens of minutes (one game of every line): plays each recorded arena line's first game again, names the lines the code no longer plays
arena-check: $(VENV)/.installed
	$(PY) -m engine.ai.arena_table --out docs/arena --jobs 2 --check

screenshots: $(VENV)/.installed-test translations
	QT_QPA_PLATFORM=offscreen $(PY) -m gui.screenshots docs/screenshots

# every message in English, Czech and German side by side, for a review of the words (about a minute)
words: $(VENV)/.installed translations
	QT_QPA_PLATFORM=offscreen $(PY) -m gui.words_dump

# the bundle carries the compiled engine modules (needs a C compiler; see packaging/README.md)
dist: $(VENV)/.installed-dev translations compiled
	$(PY) -m PyInstaller --noconfirm --clean packaging/kontor.spec
	$(PY) packaging/make_archive.py

# optional: the games' move lists and AI as C extensions (mypyc; needs a C compiler), checked
# against the same-moves trace; used while the sources are unchanged (engine/compiled.py)
compiled: $(VENV)/.installed-dev
	$(PY) packaging/compile_modules.py

clean-compiled:
	$(PYTHON) packaging/compile_modules.py --clean

lint: $(VENV)/.installed-dev
	$(PY) -m ruff check .
	$(PY) -m mypy

clean: clean-compiled
	rm -rf build dist $(VENV)
