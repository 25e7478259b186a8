#include <cstdio>
__global__ void addOne(int* a) { a[threadIdx.x] += 1; }
int main() {
  int* d; cudaMalloc(&d, 32 * 4); cudaMemset(d, 0, 32 * 4);
  cudaStream_t st; cudaStreamCreate(&st);
  cudaGraph_t graph; cudaGraphExec_t exec;
  cudaError_t e1 = cudaStreamBeginCapture(st, cudaStreamCaptureModeGlobal);
  addOne<<<1, 32, 0, st>>>(d);           // captured, must NOT run now
  cudaError_t e2 = cudaStreamEndCapture(st, &graph);
  int mid; cudaMemcpy(&mid, d, 4, cudaMemcpyDeviceToHost);
  cudaError_t e3 = cudaGraphInstantiate(&exec, graph, 0);
  cudaError_t e4 = cudaSuccess;
  for (int i = 0; i < 3; i++) e4 = cudaGraphLaunch(exec, st);
  cudaStreamSynchronize(st);
  int r; cudaMemcpy(&r, d, 4, cudaMemcpyDeviceToHost);
  printf("begin=%s end=%s inst=%s launch=%s after-capture=%d final=%d (expect 0 and 3)\n%s\n",
         cudaGetErrorName(e1), cudaGetErrorName(e2), cudaGetErrorName(e3), cudaGetErrorName(e4), mid, r,
         (mid == 0 && r == 3) ? "PASS" : "FAIL");
}
