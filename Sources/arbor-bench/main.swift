// Benchmarks: they print figures and never fail. Build in release:
//   swift run -c release arbor-bench --help
import ArborCore

// As the app does (ArborEntry), so that its figures are the app's.
MallocArenas.useOne()
ArborBench.main()
