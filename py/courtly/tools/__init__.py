"""What only the command line, the benchmarks and the tests use: random playouts, the
solver commands and the summary figures.  The page never imports this package, and the
site's standard-library zip leaves it out (a test checks), so none of it, nor what it
imports (multiprocessing, concurrent.futures' process pool, pickle), reaches a visitor."""
