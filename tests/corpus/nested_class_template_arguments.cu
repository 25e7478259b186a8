// corpus: kernel and variable template instances whose template argument is a class nested in
// a class template (`Vec<float>::View`, `Vec<double>::View`, `Vec<char>::Cell`): each instance
// is its own, on the device and in the host's registration.
#include <cstdio>

template <class T> struct Vec {
    struct View {
        T* data;
        int n;
    };
    struct Cell {
        T x;
    };
};

template <class V> __global__ void sum(V v, double* out) {
    double s = 0;
    for (int i = 0; i < v.n; i++) s += v.data[i];
    *out = s;
}

template <class T> __device__ int width = sizeof(T);

template <class T> __global__ void widths(int* out) { *out = width<T>; }

int main() {
    float hf[4] = {1, 2, 3, 4};
    double hd[4] = {10, 20, 30, 40};
    float* df;
    double* dd;
    double* out;
    int* w;
    cudaMalloc(&df, sizeof hf);
    cudaMalloc(&dd, sizeof hd);
    cudaMalloc(&out, sizeof(double));
    cudaMalloc(&w, sizeof(int));
    cudaMemcpy(df, hf, sizeof hf, cudaMemcpyHostToDevice);
    cudaMemcpy(dd, hd, sizeof hd, cudaMemcpyHostToDevice);
    double a = 0, b = 0;
    sum<<<1, 1>>>(Vec<float>::View{df, 4}, out);
    cudaMemcpy(&a, out, sizeof a, cudaMemcpyDeviceToHost);
    sum<<<1, 1>>>(Vec<double>::View{dd, 4}, out);
    cudaMemcpy(&b, out, sizeof b, cudaMemcpyDeviceToHost);
    printf("sums %g %g\n", a, b);
    int wf = 0, wd = 0, sf = 0, sd = 0;
    widths<Vec<float>::Cell><<<1, 1>>>(w);
    cudaMemcpy(&wf, w, sizeof wf, cudaMemcpyDeviceToHost);
    widths<Vec<char>::Cell><<<1, 1>>>(w);
    cudaMemcpy(&wd, w, sizeof wd, cudaMemcpyDeviceToHost);
    cudaMemcpyFromSymbol(&sf, width<Vec<float>::Cell>, sizeof sf);
    cudaMemcpyFromSymbol(&sd, width<Vec<char>::Cell>, sizeof sd);
    printf("widths %d %d, from the host %d %d\n", wf, wd, sf, sd);
    cudaFree(df);
    cudaFree(dd);
    cudaFree(out);
    cudaFree(w);
    return 0;
}
