// corpus: qualifiers below a pointer's target: deduction and decltype see `const int* volatile*`, from locals, addresses, call results and members of class templates
#include <cstdio>

template <class A, class B> struct same { static const bool value = false; };
template <class A> struct same<A, A> { static const bool value = true; };

// As an atomic's store does: the value's type deduced from both arguments.
template <class T> __device__ void store(T volatile* slot, T value) { *slot = value; }
template <class T> __device__ T load(const T volatile* slot) { return *slot; }

// Detection of conversions and assignments, as type traits do it.
template <class T> __device__ T&& declval();
template <class T> __device__ void take(T);
template <class F, class T, class = void> struct converts { static const bool value = false; };
template <class F, class T>
struct converts<F, T, decltype(take<T>(declval<F>()))> { static const bool value = true; };
template <class T, class U, class = void> struct assigns { static const bool value = false; };
template <class T, class U>
struct assigns<T, U, decltype((void)(declval<T>() = declval<U>()))> {
  static const bool value = true;
};

template <class T> struct Cell { T value; };
template <class T> __device__ volatile T* slot_of(Cell<T> volatile* c) { return &c->value; }
template <class T> __device__ T* first(T* p) { return p; }

__device__ const char* names[] = {"zero", "one", "two"};
__device__ const int** global_chain;

struct Links {
  const int* target;
  const int** chain;
  const int** chains[2];
};

__global__ void qualifiers(int* out) {
  const int* volatile current = nullptr;
  const int* const* chain = nullptr;
  const int** plain = nullptr;
  int i = 0;
  out[i++] = same<decltype(chain), const int* const*>::value;
  out[i++] = same<decltype(plain), const int**>::value;
  out[i++] = same<decltype(&current), const int* volatile*>::value;
  out[i++] = same<decltype(*plain), const int*&>::value;
  out[i++] = same<decltype(first(&current)), const int* volatile*>::value;
  out[i++] = same<decltype(first(plain)), const int**>::value;

  // Through the address of a local, a call's result and a class template's member.
  store(&current, (const int*)out);
  out[i++] = current == out;
  __shared__ Cell<const int*> cell;
  store(slot_of(&cell), (const int*)(out + 1));
  out[i++] = load(slot_of(&cell)) == out + 1;
  __shared__ Cell<const char*> word;
  store(slot_of(&word), names[2]);
  printf("%s\n", load(slot_of(&word)));
  out[i++] = same<decltype(slot_of(&word)), const char* volatile*>::value;

  // A variable deduced with `auto` keeps them.
  auto address = &current;
  auto copy = chain;
  out[i++] = same<decltype(address), const int* volatile*>::value;
  out[i++] = same<decltype(first(copy)), const int* const*>::value;

  // Members and namespace-scope variables.
  Links links{};
  out[i++] = same<decltype(first(&links.target)), const int**>::value;
  out[i++] = same<decltype(first(links.chain)), const int**>::value;
  out[i++] = same<decltype(first(global_chain)), const int**>::value;

  // Array elements and pointer arithmetic.
  const int** chains[2] = {};
  out[i++] = same<decltype(first(chains[1])), const int**>::value;
  out[i++] = same<decltype(first(links.chains[0])), const int**>::value;
  out[i++] = same<decltype(first(plain + 1)), const int**>::value;

  // Qualification conversions: no level loses a qualifier; one that gains one has `const` at
  // every level above it.
  out[i++] = converts<const int**, int**>::value;
  out[i++] = converts<int**, const int**>::value;
  out[i++] = converts<int**, const int* const*>::value;
  out[i++] = converts<int***, const int* const* const*>::value;
  out[i++] = assigns<int*&, const int*>::value;
  out[i++] = assigns<const int*&, int*>::value;
  out[i++] = assigns<int**&, const int**>::value;
  // The composite pointer type of a conditional.
  out[i++] = same<decltype(true ? plain : (int**)nullptr), const int**>::value;
  out[i++] = same<decltype(true ? declval<const int**>() : declval<int**>()),
                  const int* const*>::value;
}

int main() {
  int* out;
  cudaMallocManaged(&out, 32 * sizeof(int));
  qualifiers<<<1, 1>>>(out);
  cudaDeviceSynchronize();
  for (int i = 0; i < 26; i++) printf("%d", out[i]);
  printf("\n");
  return 0;
}
