// Benchmarks: they print figures and never fail. Build in release:
//   swift run -c release arbor-bench --help
ArborBench.main()
