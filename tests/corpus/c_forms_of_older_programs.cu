// Forms of C that older programs write, checked against the host compiler's build of the same
// code: a label as the whole body of a `switch` (or of a loop or `if`) labels the statement
// after it (`switch (x) case 1: r = 11;` runs the assignment only for 1, and Duff's device
// written without braces around the `switch` body copies every element); a string literal in
// braces initializes a character array (`char s[] = {"abc"};`, a module variable's too); a
// pointer to a function dereferenced any number of times (`(**p)(1)`) is the function; a
// table's string literals start the elided braces of its rows (`Rec r[] = {"ab", 1, "cd",
// 2}`, in module variables too); a compound literal of an array of unknown bound is as long as
// its items (`sizeof((int[]){1, 2, 3})`).
#include <cstdio>

__host__ __device__ int only_one(int x) {
  int r = 0;
  switch (x) case 1: r = 11;
  return r;
}

__host__ __device__ int only_default(int x) {
  int r = 0;
  switch (x) default: r = 7;
  return r;
}

__host__ __device__ int duff(int count) {
  int from[16], to[16] = {0};
  for (int i = 0; i < 16; ++i) from[i] = i + 1;
  int *src = from, *dst = to, n = (count + 3) / 4;
  switch (count % 4) case 0: do { *dst++ = *src++;
  case 3: *dst++ = *src++;
  case 2: *dst++ = *src++;
  case 1: *dst++ = *src++;
  } while (--n > 0);
  int sum = 0;
  for (int i = 0; i < 16; ++i) sum += to[i];
  return sum;
}

__device__ char module_text[] = {"abc"};
struct Rec { const char* name; int v; };
struct Named { char s[4]; int k; };
__constant__ Rec operations[] = {"add", 1, "neg", 2};

__host__ __device__ int tables() {
  Rec r[] = {"ab", 1, "cd", 2};
  Named q[] = {"ab", 1, "cd", 2};
  const char* p[2][2] = {"a", "b", "c", "d"};
  return (r[1].name[1] + r[1].v) * 10000 + (q[1].s[0] + q[1].k) * 100 + (p[1][1][0] - 'a') +
         (int)sizeof((int[]){1, 2, 3}) * 10000000;
}
__host__ __device__ int inc(int x) { return x + 1; }

__host__ __device__ int braced_strings_and_designators() {
  char s[] = {"abc"};
  char t[8] = {"xy"};
  int (*p)(int) = inc;
  return (int)sizeof s * 1000 + t[1] + (**p)(1) + (***p)(2) + (**inc)(3);
}

__host__ __device__ int block_declarations_and_array_conditionals(int k) {
  int inc(int);
  extern int inc(int);
  int a[10] = {1}, b[10] = {2};
  int(&chosen)[10] = k ? a : b;
  return inc(0) * 1000 + (int)sizeof(k ? a : b) * 10 + chosen[0];
}

__host__ __device__ void run(int* o) {
  o[0] = only_one(1) * 100 + only_one(2);
  o[1] = only_default(3);
  o[2] = duff(7) * 1000 + duff(13);
  o[3] = braced_strings_and_designators();
  o[4] = tables();
  o[5] = block_declarations_and_array_conditionals(1) * 10 +
         block_declarations_and_array_conditionals(0) % 10;
}

__global__ void kernel(int* o) {
  run(o);
  printf("module text %s of %d bytes, %s %d\n", module_text, (int)sizeof module_text,
         operations[1].name, operations[1].v);
}

int main() {
  int* d;
  cudaMallocManaged(&d, 6 * sizeof(int));
  kernel<<<1, 1>>>(d);
  cudaDeviceSynchronize();
  int h[6];
  run(h);
  for (int i = 0; i < 6; ++i) printf("%d: device %d host %d\n", i, d[i], h[i]);
  cudaFree(d);
}
