// flags: --extended-lambda -std=c++20
// A template lambda's execution space goes before its template parameters: written after
// them, nvcc takes it as the call operator's own, and refuses it (nvcc's words, measured).
template <class F> __global__ void apply(F f, float* out) { out[0] = f(1, 2.0f); }
int main() {
    float base = 1.0f;
    auto fine = [=] __device__ <class I, class R>(I i, R r) { return base + i * r; };
    auto refused = [=] <class I, class R> __device__ (I i, R r) { return base + i * r; };
    apply<<<1, 1>>>(fine, nullptr);
    apply<<<1, 1>>>(refused, nullptr);
}
