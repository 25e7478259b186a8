// corpus: inside its enumeration's braces an enumerator is of its value's type where the
// enumeration fixes no underlying type (`B = sizeof(A)` is 4), of the underlying type where it
// does (`enum class H : char`)
#include <cstdio>

enum Small { A = 5, B = sizeof(A) };
enum Sum { X = 1, Y = sizeof(X + 1) * 2 };
enum Big : long long { P = 5000000000LL, Q = sizeof(P) };
enum class Narrow : char { R = 1, S = sizeof(R) };
enum Wide { W = 5000000000LL, V = sizeof(W) };

__host__ __device__ void run(int* out) {
    out[0] = B * 10 + Y;
    out[1] = Q * 10 + (int)Narrow::S;
    out[2] = V * 10 + (int)sizeof(A);
}

__global__ void kernel(int* out) { run(out); }

int main() {
    int* out;
    cudaMallocManaged(&out, 3 * sizeof(int));
    kernel<<<1, 1>>>(out);
    cudaDeviceSynchronize();
    int host[3];
    run(host);
    printf("%d %d %d\n%d %d %d\n", out[0], out[1], out[2], host[0], host[1], host[2]);
    cudaFree(out);
    return 0;
}
