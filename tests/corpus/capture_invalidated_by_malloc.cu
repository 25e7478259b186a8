// corpus: Stream capture broken by a call it does not allow: cudaMalloc during a global-mode capture fails and invalidates it, as does synchronizing the capturing stream, whose status then reads invalidated; relaxed mode allows the allocation
#include <cstdio>
__global__ void k(float *p) { p[threadIdx.x] += 1; }
int main() {
    float *y; cudaMalloc(&y, 128);
    cudaStream_t s; cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
    cudaGraph_t g = nullptr; void *tmp = nullptr;
    cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal);
    k<<<1, 32, 0, s>>>(y);
    cudaError_t m = cudaMalloc(&tmp, 64);
    cudaError_t e = cudaStreamEndCapture(s, &g);
    printf("malloc=%s end=%s\n", cudaGetErrorName(m), cudaGetErrorName(e));
    cudaGetLastError();
    cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal);
    k<<<1, 32, 0, s>>>(y);
    cudaError_t sy = cudaStreamSynchronize(s);
    cudaStreamCaptureStatus st; cudaStreamIsCapturing(s, &st);
    e = cudaStreamEndCapture(s, &g);
    printf("sync=%s status=%d end=%s\n", cudaGetErrorName(sy), (int)st, cudaGetErrorName(e));
    void *relaxed_tmp = nullptr;
    cudaStreamBeginCapture(s, cudaStreamCaptureModeRelaxed);
    k<<<1, 32, 0, s>>>(y);
    cudaError_t rm = cudaMalloc(&relaxed_tmp, 64);
    e = cudaStreamEndCapture(s, &g);
    printf("relaxed: malloc=%s end=%s\n", cudaGetErrorName(rm), cudaGetErrorName(e));
    return 0;
}
