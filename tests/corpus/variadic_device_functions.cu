// corpus: device functions with C variadic arguments read through va_start/va_arg (ints, promoted floats and chars, 64-bit integers, pointers, a struct, va_copy), on the device and the host
#include <cstdarg>
#include <cstdio>

struct Pair {
  int a;
  double b;
};

__host__ __device__ int sum_ints(int n, ...) {
  va_list ap;
  va_start(ap, n);
  int s = 0;
  for (int i = 0; i < n; i++) s += va_arg(ap, int);
  va_end(ap);
  return s;
}

// Each letter of `kinds` says what the next argument is.
__host__ __device__ double mixed(const char* kinds, ...) {
  va_list ap;
  va_start(ap, kinds);
  double total = 0;
  for (const char* k = kinds; *k; k++) {
    switch (*k) {
      case 'i': total += va_arg(ap, int); break;
      case 'd': total += va_arg(ap, double); break;
      case 'l': total += (double)va_arg(ap, long long); break;
      case 'p': total += *va_arg(ap, int*); break;
      case 's': {
        Pair p = va_arg(ap, Pair);
        total += p.a * 1000 + p.b;
        break;
      }
    }
  }
  va_end(ap);
  return total;
}

// Walks its arguments twice: once through a copy of the list.
__host__ __device__ int twice(int n, ...) {
  va_list ap, again;
  va_start(ap, n);
  va_copy(again, ap);
  int first = 0, second = 0;
  for (int i = 0; i < n; i++) first += va_arg(ap, int);
  for (int i = 0; i < n; i++) second += 10 * va_arg(again, int);
  va_end(again);
  va_end(ap);
  return first + second;
}

__host__ __device__ void run(double* out) {
  int x = 40;
  char c = 2;
  float f = 0.25f;
  Pair p = {7, 0.5};
  out[0] = sum_ints(4, 1, 2, 3, 4);
  out[1] = sum_ints(0);
  out[2] = mixed("idlps", c, f, 5000000000LL, &x, p);
  out[3] = mixed("ddi", 1.5, 2.25, -3);
  out[4] = twice(3, 1, 2, 3);
}

__global__ void k(double* out) { run(out); }

int main() {
  double* out;
  cudaMallocManaged(&out, 5 * sizeof(double));
  k<<<1, 1>>>(out);
  cudaDeviceSynchronize();
  double host[5];
  run(host);
  for (int i = 0; i < 5; i++) printf("%g %g\n", out[i], host[i]);
  cudaFree(out);
  return 0;
}
