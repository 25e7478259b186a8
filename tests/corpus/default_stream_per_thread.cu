// Built with --default-stream per-thread: stream 0 names each host thread's own default stream
// (cudaStreamGetId tells them apart), so three threads' launches and synchronizations on
// stream 0 go to three streams, none of them the legacy default stream.
#include <cstdio>
#include <thread>
#include <vector>
__global__ void spin(int* p, int v) { p[threadIdx.x] = v; }
int main() {
  unsigned long long legacy = 0, zero = 0, mine = 0;
  cudaStreamGetId(cudaStreamLegacy, &legacy);
  cudaStreamGetId(0, &zero);
  cudaStreamGetId(cudaStreamPerThread, &mine);
  printf("stream 0 is %s\n", zero == legacy ? "the legacy stream" : zero == mine ? "this thread's stream" : "?");
  std::vector<std::thread> ts;
  std::vector<unsigned long long> ids(3);
  for (int t = 0; t < 3; t++) ts.emplace_back([&, t] {
    int* d; cudaMalloc(&d, 128);
    spin<<<1, 32>>>(d, t);
    cudaStreamSynchronize(0);
    cudaStreamGetId(0, &ids[t]);
    int h; cudaMemcpy(&h, d, 4, cudaMemcpyDeviceToHost);
    if (h != t) printf("thread %d read %d\n", t, h);
    cudaFree(d);
  });
  for (auto& t : ts) t.join();
  printf("threads' streams differ: %s\n", ids[0] != ids[1] && ids[1] != ids[2] && ids[0] != ids[2] && ids[0] != legacy ? "yes" : "no");
}
